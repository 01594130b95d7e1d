import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { cents, idParam, isoDate, okResponse, successStatus } from './common.js';

export const setMaintenance = defineEndpoint({
  id: 'admin.setMaintenance',
  method: 'POST',
  base: 'admin',
  path: 'maintenance',
  summary: 'Switch the control-hub maintenance flag; while on, buyer calls answer MAINTENANCE',
  tags: ['admin'],
  access: 'staff',
  body: z.object({ enabled: z.boolean() }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ maintenance: z.boolean() }) }),
});

export const deactivateUser = defineEndpoint({
  id: 'admin.deactivateUser',
  method: 'POST',
  base: 'admin',
  path: 'users/:id/deactivate',
  summary: "Deactivate an account: revokes its tokens and forces its open sessions to log out (userDeactivate)",
  tags: ['admin'],
  access: 'staff',
  params: idParam,
  response: okResponse,
});

/** An operator lists a lot (the seller back office is outside this product; this is its minimal API). */
export const createLotBody = z
  .object({
    title: z.string().trim().min(3).max(200),
    description: z.string().max(20_000).default(''),
    manufacturer: z.string().max(100).default(''),
    model_number: z.string().max(100).default(''),
    category_id: z.number().int().positive().optional(),
    condition_id: z.number().int().positive().optional(),
    item_condition: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(29)]).default(3),
    qty: z.number().int().positive().default(1),
    country: z.string().max(100).default('United States'),
    city: z.string().max(100).default(''),
    state: z.string().max(100).default(''),
    listing_format: z.enum(['live', 'buynow', 'sealed', 'lineitem', 'pricelock']),
    starting_price: cents.positive(),
    reserve_price: cents.positive().optional(),
    buy_now_price: cents.positive().optional(),
    make_offer: z.boolean().default(false),
    blind_increment: cents.positive().default(100),
    increment_override: cents.positive().optional(),
    terms_html: z.string().max(20_000).default(''),
    terms_required: z.boolean().default(false),
    date_added: isoDate.optional(),
    date_closed: isoDate,
    line_items: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(200),
          brand: z.string().max(100).default(''),
          part_number: z.string().max(100).default(''),
          qty: z.number().int().positive().default(1),
          starting_price: cents.positive(),
          reserve_price: cents.positive().optional(),
        }),
      )
      .max(500)
      .default([]),
  })
  .refine((b) => !Number.isNaN(Date.parse(b.date_closed)), { path: ['date_closed'], error: 'not a date' })
  .refine((b) => b.listing_format !== 'lineitem' || b.line_items.length > 0, { path: ['line_items'], error: 'a line-item auction needs line items' });

export const createLot = defineEndpoint({
  id: 'admin.createLot',
  method: 'POST',
  base: 'admin',
  path: 'lots',
  summary: 'Operator: list a lot (any format), with sub-lots for a line-item auction',
  tags: ['admin'],
  access: 'staff',
  body: createLotBody,
  response: z.object({ status: successStatus, data: z.object({ id: z.number().int() }) }),
});
