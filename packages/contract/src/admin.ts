import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, okResponse, successStatus } from './common.js';

/** An amount above zero: currency units on the wire, cents in code. */
const price = money.refine((c) => c > 0, { error: 'must be above zero' });

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

/** Sanitised HTML fields (terms, description, auction details and notes): at most this long. */
const htmlField = z.string().max(20_000).default('');

/**
 * The fields of a lot an operator (staff, or a seller for its own lots) edits: the same on
 * create and update (issue 10). Money in currency units on the wire, cents in code.
 */
export const lotFields = z.object({
  title: z.string().trim().min(3).max(200),
  description: htmlField,
  manufacturer: z.string().max(100).default(''),
  model_number: z.string().max(100).default(''),
  /** The product's finish (colour / surface), the spec's `finish`. */
  finish: z.string().trim().max(100).default(''),
  category_id: z.number().int().positive().optional(),
  condition_id: z.number().int().positive().optional(),
  item_condition: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(29)]).default(3),
  qty: z.number().int().positive().max(1_000_000).default(1),
  country: z.string().max(100).default('United States'),
  city: z.string().max(100).default(''),
  state: z.string().max(100).default(''),
  listing_format: z.enum(['live', 'buynow', 'sealed', 'lineitem', 'pricelock']),
  starting_price: price,
  reserve_price: price.optional(),
  buy_now_price: price.optional(),
  make_offer: z.boolean().default(false),
  blind_increment: price.default(100),
  increment_override: price.optional(),
  /** Soft close on: a late bid extends the close (window and extension from the settings). */
  soft_close: z.boolean().default(true),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'CURRENCY_CODE' }).default('USD'),
  /** The seller ships (the invoice adds the shipping fee) or the buyer arranges shipping. */
  buyer_ships: z.boolean().default(true),
  /** This lot's shipping fee when the seller ships; absent: the site's flat fee. */
  shipping_fee: money.optional(),
  terms_html: htmlField,
  terms_required: z.boolean().default(false),
  auction_details: htmlField,
  auction_notes: htmlField,
  date_added: isoDate.optional(),
  date_closed: isoDate,
  /** Private to these buyer groups (issue 42; empty: public). Absent on an update: unchanged. */
  buyer_group_ids: z.array(z.number().int().positive()).max(50).optional(),
});
type LotFieldsOut = z.output<typeof lotFields>;

const notDate = (d: string | undefined) => d !== undefined && Number.isNaN(Date.parse(d));
/** The date and price rules of a lot's fields (create and update). */
export const lotFieldRules = <S extends z.ZodType<LotFieldsOut>>(schema: S): S =>
  schema
    .refine((b) => !notDate(b.date_closed), { path: ['date_closed'], error: 'not a date' })
    .refine((b) => !notDate(b.date_added), { path: ['date_added'], error: 'not a date' })
    // A lot cannot close before it is listed, nor start after it closes (issue 13 item 9).
    .refine((b) => notDate(b.date_closed) || Date.parse(b.date_closed) > Date.now(), { path: ['date_closed'], error: 'must be in the future' })
    .refine((b) => !b.date_added || notDate(b.date_closed) || notDate(b.date_added) || Date.parse(b.date_added) < Date.parse(b.date_closed), {
      path: ['date_added'],
      error: 'must be before the close',
    })
    .refine((b) => b.reserve_price === undefined || b.reserve_price >= b.starting_price, { path: ['reserve_price'], error: 'RESERVE_BELOW_START' })
    // An auction's buy-now price is above its start; a fixed-price lot's one price is both.
    .refine((b) => b.buy_now_price === undefined || b.listing_format === 'pricelock' || b.listing_format === 'buynow' || b.buy_now_price > b.starting_price, {
      path: ['buy_now_price'],
      error: 'BUY_NOW_BELOW_START',
    });

/**
 * An operator lists a lot. Staff choose the seller (`seller_id`, default: themselves); a seller's
 * lot is always its own. `as_draft` keeps it hidden until published (a line-item draft may have no
 * sub-lots yet: the manifest import fills them).
 */
export const createLotBody = lotFieldRules(
  lotFields.extend({
    seller_id: z.number().int().positive().optional(),
    as_draft: z.boolean().default(false),
    line_items: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(200),
          brand: z.string().max(100).default(''),
          part_number: z.string().max(100).default(''),
          qty: z.number().int().positive().default(1),
          starting_price: price,
          reserve_price: price.optional(),
        }),
      )
      .max(500)
      .default([]),
  }),
).refine((b) => b.as_draft || b.listing_format !== 'lineitem' || b.line_items.length > 0, { path: ['line_items'], error: 'a line-item auction needs line items' });

export const createLot = defineEndpoint({
  id: 'admin.createLot',
  method: 'POST',
  base: 'admin',
  path: 'lots',
  summary: 'Operator or seller: list a lot (any format), with sub-lots for a line-item auction, or keep it as a draft',
  tags: ['admin'],
  access: 'console',
  body: createLotBody,
  response: z.object({ status: successStatus, data: z.object({ id: z.number().int() }) }),
});
