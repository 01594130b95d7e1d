import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idNumber, idParam, isoDate, money, successStatus } from './common.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DATE_INVALID' });
const count = z.number().int().nonnegative();
/** A ratio 0..1 (sell-through, recovery, dispute rate), null when nothing to divide by. */
const ratio = z.number().nonnegative().nullable();

/** A report's period (UTC days, both included), its seller (staff only; a seller always gets its own) and its format. */
export const reportQuery = z.object({
  from: day,
  to: day,
  seller_id: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const salesFigures = z.object({
  lots_listed: count,
  lots_closed: count,
  lots_sold: count,
  sell_through: ratio,
  gross_sales: money,
  avg_bids_per_lot: z.number().nonnegative().nullable(),
  /** Sale price ÷ the manifest's extended retail, over the sold lots whose manifest prices every line. */
  recovery_rate: ratio,
  avg_days_to_pay: z.number().nonnegative().nullable(),
  dispute_rate: ratio,
  commission: money,
  net_due: money,
});
export type SalesFigures = z.infer<typeof salesFigures>;

const group = z.object({ key: z.string(), lots_sold: count, gross_sales: money, recovery_rate: ratio });

export const salesReport = z.object({
  from: day,
  to: day,
  seller_id: z.number().int().nullable(),
  currency: z.string(),
  /** Percent kept by the marketplace: the seller's own rate, else the site-wide one (null: several sellers). */
  commission_percent: z.number().nonnegative().nullable(),
  summary: salesFigures,
  /** Per UTC day of the period (key `YYYY-MM-DD`), every day present. */
  by_day: z.array(group),
  /** Per category and per condition (key: the name), most sales first. */
  by_category: z.array(group),
  by_condition: z.array(group),
});
export type SalesReport = z.infer<typeof salesReport>;

export const getSales = defineEndpoint({
  id: 'reports.sales',
  method: 'GET',
  base: 'admin',
  path: 'reports/sales',
  summary: 'Sales report of a period (staff: every seller or one; a seller: its own); `format=csv` answers a spreadsheet-ready CSV of the sold lots',
  tags: ['admin'],
  access: 'console',
  query: reportQuery,
  response: z.object({ status: successStatus, data: salesReport }),
});

export const invoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  lot_id: z.number().int(),
  lot_title: z.string(),
  seller_id: z.number().int().nullable(),
  status: z.enum(['unpaid', 'paid', 'cancelled']),
  amount: money,
  shipping_fee: money,
  card_fee: money,
  total: money,
  currency: z.string(),
  created_at: isoDate,
  due_at: isoDate,
  paid_at: isoDate.nullable(),
  payment_method: z.string().nullable(),
});

export const getInvoices = defineEndpoint({
  id: 'reports.invoices',
  method: 'GET',
  base: 'admin',
  path: 'reports/invoices',
  summary: 'Invoices issued in a period (a seller: on its lots); `format=csv` for a spreadsheet',
  tags: ['admin'],
  access: 'console',
  query: reportQuery,
  response: z.object({ status: successStatus, data: z.object({ records: z.array(invoiceRow) }) }),
});

export const paymentRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  method: z.string(),
  status: z.string(),
  amount: money,
  card_fee: money,
  total: money,
  currency: z.string(),
  invoice_ids: z.array(z.number().int()),
  created_at: isoDate,
});

export const getPayments = defineEndpoint({
  id: 'reports.payments',
  method: 'GET',
  base: 'admin',
  path: 'reports/payments',
  summary: 'Payments made in a period (a seller: those paying invoices of its lots); `format=csv` for a spreadsheet',
  tags: ['admin'],
  access: 'console',
  query: reportQuery,
  response: z.object({ status: successStatus, data: z.object({ records: z.array(paymentRow) }) }),
});

/** One sale of a comparable lot: when it closed and its price per unit. No buyer, no reserve. */
export const soldPricePoint = z.object({ date: isoDate, unit_price: money, qty: count });

export const soldPrices = z.object({
  currency: z.string(),
  days: count,
  category: z.string(),
  condition: z.string(),
  /** The model the comparison narrowed to (the lot's model, when enough sold lots name it), else null. */
  model: z.string().nullable(),
  count,
  median: money.nullable(),
  points: z.array(soldPricePoint),
});
export type SoldPrices = z.infer<typeof soldPrices>;

export const getSoldPrices = defineEndpoint({
  id: 'reports.soldPrices',
  method: 'GET',
  base: 'product',
  path: 'sold-prices/:id',
  summary: 'What comparable lots sold for: per-unit prices of sold lots of the same category and condition (and model) over the last 90 days',
  tags: ['lots'],
  access: 'public',
  params: idParam,
  response: z.object({ status: successStatus, data: soldPrices }),
});

/**
 * The same history by category and condition (and model), for the console's lot editor: a lot
 * being created has no id yet. Staff and sellers; every seller's sales count (prices only).
 */
export const soldPriceHistoryQuery = z.object({
  category_id: idNumber,
  condition_id: idNumber,
  model: z.string().trim().max(120).optional(),
});
export type SoldPriceHistoryQuery = z.infer<typeof soldPriceHistoryQuery>;

export const getSoldPriceHistory = defineEndpoint({
  id: 'reports.soldPriceHistory',
  method: 'GET',
  base: 'admin',
  path: 'reports/sold-prices',
  summary: "What lots of a category and condition (and model) sold for over the last 90 days, per unit: the lot editor's suggested starting price",
  tags: ['admin'],
  access: 'console',
  query: soldPriceHistoryQuery,
  response: z.object({ status: successStatus, data: soldPrices }),
});
