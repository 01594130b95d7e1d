import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { successStatus } from './common.js';

const count = z.number().int().nonnegative();

/**
 * The console's home: what is waiting for an operator. A seller sees its own lots and the
 * offers on them; the staff-only counts are null for a seller.
 */
export const overviewData = z.object({
  open_lots: count,
  draft_lots: count,
  pending_offers: count,
  pending_accounts: count.nullable(),
  pending_seller_requests: count.nullable(),
  unpaid_invoices: count.nullable(),
  open_disputes: count.nullable(),
});
export type ConsoleOverview = z.infer<typeof overviewData>;

export const getOverview = defineEndpoint({
  id: 'consoleOverview.get',
  method: 'GET',
  base: 'admin',
  path: 'overview',
  summary: "Console home: counts of what waits for an operator (a seller: its own lots and offers)",
  tags: ['admin'],
  access: 'console',
  response: z.object({ status: successStatus, data: overviewData }),
});
