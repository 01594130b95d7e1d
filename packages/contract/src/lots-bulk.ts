import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, successStatus } from './common.js';

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

/** The template's example row, in `bulkColumns` order. */
export const bulkTemplateExample = ['Pallet of 20 Dell Latitude 7490', 'live', '100', '500', '', '20', '', '', 'Austin', 'TX', 'United States', 'USD', '', '2030-01-31T18:00:00Z', '75', '', 'Grade A, tested'] as const;

const csvCell = (c: string) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** The bulk-listing template (CSV): the header row and one example row. The console offers it for download. */
export function bulkTemplateCsv(): string {
  return `${bulkColumns.map(csvCell).join(',')}\r\n${bulkTemplateExample.map(csvCell).join(',')}\r\n`;
}

/**
 * Actions on many lots at once from the console's list (issue 42 §2). Each lot follows the same
 * rules as the one-lot calls (schedule: a draft; publish: a draft or scheduled lot; withdraw: a
 * draft, scheduled or open lot; relist: an unsold or withdrawn lot, as a new lot). Every lot is
 * locked and changed in one transaction; a lot whose state forbids the action is left as it is
 * and answered with its code, the others change.
 */
export const lotBulkActions = ['schedule', 'publish', 'withdraw', 'relist'] as const;
export type LotBulkAction = (typeof lotBulkActions)[number];
export const lotBulkMaxIds = 100;

const futureDate = isoDate.refine((d) => !Number.isNaN(Date.parse(d)), { error: 'not a date' });

export const lotBulkActionBody = z
  .object({
    action: z.enum(lotBulkActions),
    ids: z.array(z.number().int().positive()).min(1).max(lotBulkMaxIds),
    /** schedule: when the lots open (required); relist: when the new lots open (absent: now). */
    date_added: futureDate.optional(),
    /** relist: when the new lots close (required). */
    date_closed: futureDate.optional(),
    /** withdraw: told to the lots' bidders. */
    reason: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.action !== 'schedule' || b.date_added !== undefined, { path: ['date_added'], error: 'required' })
  .refine((b) => b.action !== 'relist' || b.date_closed !== undefined, { path: ['date_closed'], error: 'required' })
  .refine((b) => b.action !== 'relist' || b.date_closed === undefined || Date.parse(b.date_closed) > Date.now(), { path: ['date_closed'], error: 'must be in the future' })
  .refine((b) => !b.date_added || !b.date_closed || Date.parse(b.date_added) < Date.parse(b.date_closed), { path: ['date_added'], error: 'must be before the close' });

export const lotBulkResultCodes = ['DONE', 'NOT_FOUND', 'WRONG_STATE', 'INVALID'] as const;
const lotBulkResult = z.object({
  id: z.number().int(),
  /** DONE, or why this lot was left as it is. */
  result: z.enum(lotBulkResultCodes),
  /** INVALID: the lot's field problems (`date_closed: must be in the future`). */
  problems: z.array(z.string()),
  /** The lot's status afterwards (relist: the old lot's; null: not found). */
  status: z.string().nullable(),
  /** relist: the new lot's id. */
  relisted_as: z.number().int().nullable(),
});
export type LotBulkResult = z.infer<typeof lotBulkResult>;

export const lotBulkAction = defineEndpoint({
  id: 'consoleLots.bulkAction',
  method: 'POST',
  base: 'admin',
  path: 'lots/bulk/action',
  summary: 'Console: schedule, publish, withdraw or relist many lots together (one transaction, each lot locked; answers each lot\u2019s result)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  body: lotBulkActionBody,
  response: z.object({ status: successStatus, data: z.object({ results: z.array(lotBulkResult), done: z.number().int() }) }),
});
