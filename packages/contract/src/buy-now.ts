import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, successStatus } from './common.js';

/**
 * Buy now and price lock (spec 2 §4 "Buy now", §5, §7 product/buynowConfirm).
 * The buyer confirms the price they saw (`buyprice`, per unit for price lock); the server
 * sells only if it is still the price and stock remains. The outcome also reaches the
 * buyer's user room as `buynowAddtime` and the lot room learns the lot is gone.
 */
export const buyNowRefusalCodes = ['LOT_CLOSED', 'BUY_NOW_UNAVAILABLE', 'PRICE_CHANGED', 'OUT_OF_STOCK', 'QTY_INVALID', 'OWN_LOT'] as const;

export const buyNowConfirm = defineEndpoint({
  id: 'buyNow.confirm',
  method: 'POST',
  base: 'product',
  path: 'buynowConfirm',
  summary: 'Buy a lot now at the confirmed price (or qty units of a price-lock lot); creates the order and its invoice',
  tags: ['buy-now'],
  access: 'buyer',
  body: z.object({
    id: z.coerce.number().int().positive(),
    /** The price the buyer confirmed: the buy-now price, or the locked unit price (price lock). */
    buyprice: money,
    /** Units to buy (price lock); a buy-now lot is sold whole (1). */
    qty: z.coerce.number().int().positive().max(1_000_000).default(1),
    /** Makes a double click (or a retry) create one order, not two. */
    idempotency_key: z.string().min(8).max(80).optional(),
  }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({
      order_id: z.number().int(),
      invoice_id: z.number().int(),
      qty: z.number().int(),
      amount: money,
      /** Units left for sale after this purchase (0: the lot is sold). */
      qty_remaining: z.number().int(),
    }),
  }),
});

/** Operator: lower a lot's fixed (buy-now / locked) price or its starting price; emits drop_price. */
export const adminDropPrice = defineEndpoint({
  id: 'buyNow.adminDropPrice',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/drop-price',
  summary: 'Operator: lower the starting price (sprice) and/or the buy-now / locked price (bprice) of an open lot',
  tags: ['buy-now', 'admin'],
  access: 'staff',
  params: idParam,
  body: z
    .object({ sprice: money.optional(), bprice: money.optional() })
    .refine((b) => b.sprice !== undefined || b.bprice !== undefined, { error: 'sprice or bprice required' }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ id: z.number().int(), sprice: money, wprice: money, bprice: money.nullable() }),
  }),
});

/** Operator: change the closing time of an open lot; emits realtimeupdate. */
export const adminChangeClosingTime = defineEndpoint({
  id: 'buyNow.adminChangeClosingTime',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/closing-time',
  summary: 'Operator: move the closing time of an open lot (must be in the future)',
  tags: ['buy-now', 'admin'],
  access: 'staff',
  params: idParam,
  body: z.object({ date_closed: isoDate.refine((d) => !Number.isNaN(Date.parse(d)), { error: 'not a date' }) }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ id: z.number().int(), date_closed: isoDate }) }),
});
