import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { cents, money, okResponse, successStatus } from './common.js';

/** Line-item viewer status (spec 2 §4): highest (leads, reserve unmet — orange), winning, losing, won, lost. */
export const lineItemStatusSchema = z.enum(['', 'highest', 'winning', 'losing', 'won', 'lost']);

/**
 * A sub-lot of a line-item auction (spec 2 §3 "Line item"). One shape, two uses: with `money`
 * amounts for the wire, with plain integer `cents` as code sees it (a codec's inner side
 * must not convert again).
 */
const lineItemShape = (amount: typeof money | typeof cents) => ({
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
  wprice: amount,
  /** The current price formatted for display ("$1,250.00"). */
  wpriceview: z.string(),
  sprice: amount,
  has_reserve: z.boolean(),
  rprice_met: z.boolean(),
  next_bid: amount,
  incrementamt: amount,
  bid_count: z.number().int(),
  /** In code: our finer status (highest, winning, losing, won, lost); on the wire see `lineItemSchema`. */
  bidtopstatus: lineItemStatusSchema,
  hasBid: z.number().int(),
  /** The viewer's own maximum on this sub-lot (the spec's bidPrice; bidderproxyant repeats it). */
  bidPrice: amount.nullable(),
  bidderproxyant: amount.nullable(),
  bidtype: z.enum(['open', 'sealed']),
  lottype: z.number().int(),
  /** 1 when another user of the viewer's company has bid on this sub-lot. */
  cbidnot: z.number().int(),
  /** 1 when another user of the viewer's company leads this sub-lot. */
  companynot: z.number().int(),
  market_status: z.enum(['open', 'sold', 'closed']),
  view_count: z.number().int(),
});
export const lineItemInternalSchema = z.object(lineItemShape(cents));

/** The spec's four viewer statuses (spec 2 §3): winner, outbid, won, lost. */
export const specLineStatus = (s: z.infer<typeof lineItemStatusSchema>): '' | 'winner' | 'outbid' | 'won' | 'lost' =>
  s === 'winning' || s === 'highest' ? 'winner' : s === 'losing' ? 'outbid' : s;

/**
 * A sub-lot on the wire: `bidtopstatus` in the spec's values (winner, outbid, won, lost) and
 * our finer status in `line_status` (highest = leads with the reserve unmet). Decoding
 * (the web client) puts `line_status` back into `bidtopstatus`, so web code keeps one field.
 */
export const lineItemSchema = z.codec(
  z.object(lineItemShape(money)).extend({ bidtopstatus: z.enum(['', 'winner', 'outbid', 'won', 'lost']), line_status: lineItemStatusSchema }),
  lineItemInternalSchema,
  {
    decode: ({ line_status, ...wire }) => ({ ...wire, bidtopstatus: line_status }),
    // (typed loosely: zod types the shared shape's amounts as number | string on both sides)
    encode: (item) => ({ ...item, bidtopstatus: specLineStatus(item.bidtopstatus), line_status: item.bidtopstatus }) as never,
  },
);
export type LineItem = z.infer<typeof lineItemSchema>;

export const lineItemPageSizes = [10, 25, 50] as const;

/** A page of sub-lots: the query and answer shared by the signed-in and guest calls. */
const lineItemsPageQuery = z.object({
  project_id: z.coerce.number().int().positive(),
  sh_limit: z.coerce
    .number()
    .int()
    .refine((n) => (lineItemPageSizes as readonly number[]).includes(n), { error: 'page size must be 10, 25 or 50' })
    .default(10),
  page: z.coerce.number().int().min(1).default(1),
});
const lineItemsPageResponse = z.object({
  status: successStatus,
  data: z.object({ subproject: z.array(lineItemSchema), total_pagecnt: z.number().int(), set_disp: z.string() }),
});

export const getLineItems = defineEndpoint({
  id: 'lineItems.list',
  method: 'GET',
  base: 'product',
  path: 'getLineItemsProduct',
  summary: 'The sub-lots of a line-item lot, paged (10, 25 or 50), with the viewer’s status on each',
  tags: ['line-items'],
  access: 'public',
  query: lineItemsPageQuery,
  response: lineItemsPageResponse,
});

/** `getLineItemsProduct_new`: the spec's client calls this when it has no stored token (spec 2 §7). */
export const getLineItemsGuest = defineEndpoint({
  id: 'lineItems.listGuest',
  method: 'GET',
  base: 'product',
  path: 'getLineItemsProduct_new',
  summary: 'The sub-lots of a line-item lot, paged (10, 25 or 50), with the viewer’s status on each',
  tags: ['line-items'],
  access: 'public',
  query: lineItemsPageQuery,
  response: lineItemsPageResponse,
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
