import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, okResponse, successStatus } from './common.js';

/** A bid amount on the wire: currency units, at most two decimals, above zero (cents inside). */
const bidAmount = money.refine((c) => c > 0, { error: 'Enter Bid Amount' });

/** Bid refusal codes, translated by the client as errors.<CODE>. */
export const bidRefusalCodes = [
  'LOT_CLOSED',
  'LOT_NOT_STARTED',
  'BID_INVALID',
  'BID_TOO_LOW',
  'BID_INCREMENT_TOO_SMALL',
  'BID_TOO_HIGH',
  'TERMS_NOT_ACCEPTED',
  'NOT_A_BUYER',
  'OWN_LOT',
  'NOT_AN_AUCTION',
] as const;

/** `details` of a BID_TOO_LOW / BID_INCREMENT_TOO_SMALL / BID_TOO_HIGH refusal: amounts in currency units on the wire. */
export const bidRefusalDetails = z.object({ minimum: money.optional(), increment: money.optional(), maximum: money.optional() });

/**
 * Place a bid (spec 2 §7 bidConfirm; api-notes). Amounts are currency units on the wire
 * (`wsprice: 150` bids $150.00), cents in the handler. `hard_bid` 1 bids
 * exactly the amount; 0 places a maximum (proxy) bid. For a sub-lot, `id` is the
 * line item and `master_id` the lot. `idempotency_key` makes a retry safe.
 */
export const bidConfirm = defineEndpoint({
  id: 'bidding.bidConfirm',
  method: 'POST',
  base: 'product',
  path: 'bidConfirm',
  summary: 'Place a bid on a lot or a sub-lot; answers a receipt (sequence, server time) or a refusal code',
  tags: ['bidding'],
  access: 'buyer',
  body: z.object({
    id: z.coerce.number().int().positive(),
    wsprice: bidAmount,
    bid_increment: money.optional(),
    auctionType: z.enum(['live', 'sealed', 'lineitem']).optional(),
    bidType: z.string().max(20).optional(),
    lotType: z.coerce.number().int().optional(),
    hard_bid: z.coerce.number().int().min(0).max(1).default(0),
    master_id: z.coerce.number().int().positive().optional(),
    idempotency_key: z.string().min(8).max(80).optional(),
  }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({
      receipt: z.object({ sequence: z.number().int(), accepted_at: isoDate, amount: money, max_amount: money }),
      wprice: money,
      next_bid: money,
      bid_count: z.number().int(),
      bidtopstatus: z.string(),
      date_closed: isoDate,
    }),
  }),
});

/** Standard-lot bid upload (.csv, .xls, .xlsx): answers the amount for the confirm dialog. */
export const uploadBidCsv = defineEndpoint({
  id: 'bidding.uploadBidCsv',
  method: 'POST',
  base: 'product',
  path: 'upload-bid-csv',
  summary: 'Read a bid amount from a spreadsheet (.csv, .xls, .xlsx; field bid_csv); limits: 2 MB file, 5,000 rows, 5 s; an .xlsx at most 200 entries and 40 MB uncompressed (else 400 VALIDATION_FAILED)',
  tags: ['bidding'],
  access: 'buyer',
  multipart: true,
  /** The spec's form is `bid_csv` only; `project_id` (ours, optional) checks the lot exists and names the stored file. */
  body: z.object({ project_id: z.coerce.number().int().positive().optional() }),
  response: z.object({ status: successStatus, msgdata: z.string(), csvfile: z.string(), bidamount: money }),
});

export const bulkRowSchema = z.object({
  id: z.number().int(),
  linesublot: z.number().int(),
  wsprice: money,
  brand: z.string(),
  product_name: z.string(),
  category: z.string(),
  qty: z.number().int(),
  /** 'waiting' (meets next bid: waiting for confirmation) or the refusal reason. */
  status: z.string(),
  next_bid: money,
});

/** Line-item bulk upload (.xls, .xlsx): rows meeting each sub-lot's next bid wait for confirmation. */
export const uploadBidCsvLineItem = defineEndpoint({
  id: 'bidding.uploadBidCsvLineItem',
  method: 'POST',
  base: 'product',
  path: 'upload-bid-csv-lineitem',
  summary: 'Read sub-lot bids from a spreadsheet (.xls, .xlsx; field bid_csv); rows meeting next bid wait for confirmation; limits: 2 MB file, 5,000 rows, 5 s; an .xlsx at most 200 entries and 40 MB uncompressed (else 400 VALIDATION_FAILED)',
  tags: ['bidding'],
  access: 'buyer',
  multipart: true,
  body: z.object({ project_id: z.coerce.number().int().positive(), currency: z.string().max(8).optional() }),
  response: z.object({ status: successStatus, msgdata: z.string(), csvfile: z.string(), productBidArray: z.array(bulkRowSchema) }),
});

export const bulkBidConfirm = defineEndpoint({
  id: 'bidding.bulkBidConfirm',
  method: 'POST',
  base: 'product',
  path: 'bulkBidConfirm',
  summary: 'Place the confirmed rows of a bulk upload, one bid per row; stores the per-row outcome for the bid-status file',
  tags: ['bidding'],
  access: 'buyer',
  body: z.object({
    project_id: z.coerce.number().int().positive(),
    rows: z.array(z.object({ id: z.coerce.number().int().positive(), wsprice: bidAmount })).min(1).max(1000),
  }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({
      results: z.array(z.object({ id: z.number().int(), wsprice: money, status: z.enum(['accepted', 'refused']), reason: z.string() })),
    }),
  }),
});

export const downloadBidStatus = defineEndpoint({
  id: 'bidding.downloadBidStatus',
  method: 'GET',
  base: 'product',
  path: 'downloadBidStatus/:id',
  summary: 'The buyer’s last bulk-bid outcome for a lot, as a spreadsheet to download',
  tags: ['bidding'],
  access: 'buyer',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ filePath: z.string() }) }),
});

export const cancelBid = defineEndpoint({
  id: 'bidding.cancelBid',
  method: 'POST',
  base: 'admin',
  path: 'bids/:id/cancel',
  summary: 'Operator: cancel a bid; the lot (or sub-lot) is recomputed from its remaining bids (cancelbidemitted)',
  tags: ['bidding', 'admin'],
  access: 'staff',
  params: idParam,
  response: okResponse,
});
