import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, successStatus } from './common.js';

/**
 * A lot's full bid log (operator console) and its tamper-evident hash chain: each accepted
 * bid and each cancellation is an entry whose sha256 covers its canonical fields and the
 * previous entry's hash. Staff see every bidder, proxy maximum and sealed amount; a seller
 * sees its own lots' log with bidders as "Bidder N" and without maxima or open sealed
 * amounts (docs/decisions.md).
 */
export const bidLogEntrySchema = z.object({
  id: z.number().int(),
  line_item_id: z.number().int().nullable(),
  sub_lot_number: z.number().int().nullable(),
  /** Anonymous per-lot number, in order of first bid (the public history's numbering). */
  bidder_number: z.number().int(),
  /** Staff only (null for sellers). */
  bidder: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The amount the bid stood at; null for a seller while a sealed lot is open. */
  amount: money.nullable(),
  /** The proxy maximum (sealed: the sealed amount); staff only. */
  max_amount: money.nullable(),
  hard_bid: z.boolean(),
  sequence: z.number().int(),
  created_at: isoDate,
  cancelled_at: isoDate.nullable(),
  chain_pos: z.number().int().nullable(),
  chain_hash: z.string().nullable(),
  cancel_pos: z.number().int().nullable(),
  cancel_hash: z.string().nullable(),
});
export type BidLogEntry = z.infer<typeof bidLogEntrySchema>;

export const bidLogLotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  auction_type: z.string(),
  currency: z.string(),
  chain_length: z.number().int(),
  chain_head: z.string().nullable(),
});

export const chainBreakReasons = ['HASH_MISMATCH', 'MISSING_ENTRY', 'DUPLICATE_POSITION', 'HEAD_MISMATCH', 'UNCHAINED_CANCEL'] as const;

export const chainReportSchema = z.object({
  lot_id: z.number().int(),
  ok: z.boolean(),
  entries: z.number().int(),
  /** Bids written before the chain existed: listed, not verifiable. */
  unchained: z.number().int(),
  first_break: z
    .object({
      pos: z.number().int(),
      kind: z.enum(['bid', 'cancel', 'missing', 'head']),
      bid_id: z.number().int().nullable(),
      reason: z.enum(chainBreakReasons),
    })
    .nullable(),
  checked_at: isoDate,
});
export type ChainReport = z.infer<typeof chainReportSchema>;

export const getBidLog = defineEndpoint({
  id: 'bidLog.get',
  method: 'GET',
  base: 'admin',
  path: 'lots/:id/bids',
  summary: "Console: a lot's full bid log, oldest first, with chain positions and hashes (a seller: its own lots, without maxima)",
  tags: ['bidding', 'admin'],
  access: 'console',
  params: idParam,
  response: z.object({
    status: successStatus,
    data: z.object({ lot: bidLogLotSchema, records: z.array(bidLogEntrySchema), sees_maxima: z.boolean() }),
  }),
});

export const exportBidLog = defineEndpoint({
  id: 'bidLog.export',
  method: 'GET',
  base: 'admin',
  path: 'lots/:id/bids/export',
  summary: "Console: the lot's bid log as CSV text (the same columns the caller may see)",
  tags: ['bidding', 'admin'],
  access: 'console',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ filename: z.string(), csv: z.string() }) }),
});

export const verifyBidLog = defineEndpoint({
  id: 'bidLog.verify',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/bids/verify',
  summary: "Console: recompute the lot's bid-log hash chain and name the first entry that does not match",
  tags: ['bidding', 'admin'],
  access: 'console',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ report: chainReportSchema }) }),
});
