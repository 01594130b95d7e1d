import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { successStatus } from './common.js';

/**
 * Bulk listing (issue 42 §2): one spreadsheet (.xlsx, .xls, .csv; multipart field `sheet`), a row
 * per lot. Preview answers each row's problems; confirm (the same file) creates every lot in one
 * transaction (a draft, or scheduled when its start is in the future), or none.
 */
export const bulkSheetField = 'sheet';
/** The sheet's columns, in the template's order (headers are matched case-insensitively). */
export const bulkColumns = [
  'title',
  'format',
  'starting_price',
  'reserve_price',
  'buy_now_price',
  'quantity',
  'category_id',
  'condition_id',
  'city',
  'state',
  'country',
  'currency',
  'start',
  'close',
  'shipping_fee',
  'buyer_group_ids',
  'description',
] as const;
export const bulkMaxRows = 500;

const bulkRow = z.object({
  /** The row's number in the sheet (1 = the first row after the headers). */
  row: z.number().int(),
  title: z.string(),
  listing_format: z.string(),
  status: z.enum(['draft', 'scheduled']),
  /** `field: CODE` for each problem; empty: the row is ready. */
  problems: z.array(z.string()),
});
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkPreview = defineEndpoint({
  id: 'consoleLots.bulkPreview',
  method: 'POST',
  base: 'admin',
  path: 'lots/bulk/preview',
  summary: 'Console: read a spreadsheet of lots (multipart field `sheet`) and answer each row with its problems; nothing is created',
  tags: ['console-lots', 'admin'],
  access: 'console',
  multipart: true,
  response: z.object({ status: successStatus, data: z.object({ rows: z.array(bulkRow), ready: z.boolean() }) }),
});

export const bulkConfirm = defineEndpoint({
  id: 'consoleLots.bulkConfirm',
  method: 'POST',
  base: 'admin',
  path: 'lots/bulk/confirm',
  summary: 'Console: create every lot of a spreadsheet in one transaction (drafts, or scheduled), or none when any row has a problem (400 with the rows)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  multipart: true,
  response: z.object({ status: successStatus, data: z.object({ ids: z.array(z.number().int()) }) }),
});
