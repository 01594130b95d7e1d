import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { cents, okResponse, successStatus } from './common.js';

/** Line-item viewer status (spec 2 §4): highest (leads, reserve unmet — orange), winning, losing, won, lost. */
export const lineItemStatusSchema = z.enum(['', 'highest', 'winning', 'losing', 'won', 'lost']);

/** A sub-lot of a line-item auction (spec 2 §3 "Line item"). Money in cents. */
export const lineItemSchema = z.object({
  id: z.number().int(),
  linesublot: z.number().int(),
  category_id: z.number().int().nullable(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  part_number: z.string(),
  qty: z.number().int(),
  currency: z.string(),
  wprice: cents,
  sprice: cents,
  has_reserve: z.boolean(),
  rprice_met: z.boolean(),
  next_bid: cents,
  incrementamt: cents,
  bid_count: z.number().int(),
  bidtopstatus: lineItemStatusSchema,
  hasBid: z.number().int(),
  /** The viewer's own maximum on this sub-lot. */
  bidPrice: cents.nullable(),
  market_status: z.enum(['open', 'sold', 'closed']),
  view_count: z.number().int(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const lineItemPageSizes = [10, 25, 50] as const;

export const getLineItems = defineEndpoint({
  id: 'lineItems.list',
  method: 'GET',
  base: 'product',
  path: 'getLineItemsProduct',
  summary: 'The sub-lots of a line-item lot, paged (10, 25 or 50), with the viewer’s status on each',
  tags: ['line-items'],
  access: 'public',
  query: z.object({
    project_id: z.coerce.number().int().positive(),
    sh_limit: z.coerce
      .number()
      .int()
      .refine((n) => (lineItemPageSizes as readonly number[]).includes(n), { error: 'page size must be 10, 25 or 50' })
      .default(10),
    page: z.coerce.number().int().min(1).default(1),
  }),
  response: z.object({
    status: successStatus,
    data: z.object({ subproject: z.array(lineItemSchema), total_pagecnt: z.number().int(), set_disp: z.string() }),
  }),
});

export const updateSubLotViewCount = defineEndpoint({
  id: 'lineItems.viewCount',
  method: 'POST',
  base: 'product',
  path: 'updateSubLotViewCount',
  summary: 'Count a view of a sub-lot (its drawer was opened)',
  tags: ['line-items'],
  access: 'public',
  body: z.object({ id: z.coerce.number().int().positive() }),
  response: okResponse,
});
