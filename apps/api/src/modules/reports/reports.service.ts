import { divideHalfUp } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  commissionPercentOf,
  csv,
  DEFAULT_COMMISSION,
  medianCents,
  salesFigures,
  units,
} from './report-math.js';
import type { Period, ReportsRepository } from './reports.repository.js';

const DAY_MS = 86_400_000;
/** How far back sold prices look, and the longest report period. */
export const SOLD_PRICE_DAYS = 90;
const MAX_REPORT_DAYS = 366;
/** A model narrows the comparison only when at least this many sold lots name it. */
const MIN_MODEL_SALES = 3;

export interface ReportScope {
  sellerId: number | null;
  staff: boolean;
}
export interface ReportRange {
  from: string;
  to: string;
  seller_id?: number | undefined;
}

const iso = (d: Date | string | null) => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());
const cents = (v: string | number | null) => (v === null ? 0 : Number(v));
const invoiceNumberOf = (id: number, createdAt: Date | string) =>
  `INV-${new Date(createdAt).getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * Sales reports, their CSV exports and sold-price histories. A seller sees its own lots
 * only (whatever `seller_id` says); staff every seller's, or one's with `seller_id`.
 */
export function createReportsService({ db, repo, clock = () => new Date() }: { db: DbOrTx; repo: ReportsRepository; clock?: () => Date }) {
  function periodOf(scope: ReportScope, q: ReportRange): Period {
    const start = new Date(`${q.from}T00:00:00Z`);
    const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (!(days >= 1 && days <= MAX_REPORT_DAYS)) {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { to: 'The period must be 1 to 366 days, from before to.' } });
    }
    return { start, end, sellerId: scope.staff ? (q.seller_id ?? null) : scope.sellerId };
  }

  /** Sold comparables since 90 days ago, narrowed to the model when at least three name it; per unit, with the median. */
  async function history(c: { categoryId: number; conditionId: number; model: string; exceptId: number | null }) {
    const since = new Date(clock().getTime() - SOLD_PRICE_DAYS * DAY_MS);
    const q = { categoryId: c.categoryId, conditionId: c.conditionId, since, exceptId: c.exceptId };
    const model = c.model.trim() || null;
    let sales = model ? await repo.soldComparables(db, { ...q, model }) : [];
    const narrowed = sales.length >= MIN_MODEL_SALES;
    if (!narrowed) sales = await repo.soldComparables(db, { ...q, model: null });
    const points = sales.map((s) => ({ date: s.closedAt.toISOString(), unit_price: divideHalfUp(s.soldPrice, s.qty), qty: s.qty }));
    return { model: narrowed ? model : null, count: points.length, median: medianCents(points.map((p) => p.unit_price)), points };
  }

  async function sales(scope: ReportScope, q: ReportRange) {
    const period = periodOf(scope, q);
    const [listed, lots, setting] = await Promise.all([
      repo.listedCount(db, period),
      repo.closedLots(db, period),
      repo.commission(db),
    ]);
    const commission = setting ?? DEFAULT_COMMISSION;
    const figures = salesFigures({ listed, lots, commission, from: q.from, to: q.to });
    const sellers = new Set(lots.map((l) => l.sellerId));
    const one = period.sellerId ?? (sellers.size === 1 ? [...sellers][0]! : null);
    return {
      from: q.from,
      to: q.to,
      seller_id: period.sellerId,
      currency: 'USD',
      commission_percent: one !== null || sellers.size === 0 ? commissionPercentOf(commission, one) : null,
      ...figures,
    };
  }

  return {
    sales,

    /** The report as a spreadsheet: the summary's figures, then one row per sold lot. */
    async salesCsv(scope: ReportScope, q: ReportRange): Promise<string> {
      const report = await sales(scope, q);
      const lots = await repo.soldLotRows(db, periodOf(scope, q));
      const setting = (await repo.commission(db)) ?? DEFAULT_COMMISSION;
      const s = report.summary;
      const rows: unknown[][] = [
        ['Period', `${q.from} to ${q.to}`],
        ['Lots listed', s.lots_listed],
        ['Lots closed', s.lots_closed],
        ['Lots sold', s.lots_sold],
        ['Sell-through', s.sell_through ?? ''],
        ['Gross sales', units(s.gross_sales)],
        ['Average bids per lot', s.avg_bids_per_lot ?? ''],
        ['Recovery rate', s.recovery_rate ?? ''],
        ['Average days to pay', s.avg_days_to_pay ?? ''],
        ['Dispute rate', s.dispute_rate ?? ''],
        ['Commission', units(s.commission)],
        ['Net due to seller', units(s.net_due)],
        [],
        ['Lot', 'Title', 'Seller', 'Format', 'Category', 'Condition', 'Qty', 'Sale price', 'Unit price', 'Bids', 'Closed', 'Commission %', 'Commission', 'Net', 'Currency'],
        ...lots.map((l) => {
          const price = cents(l.sold_price);
          const pct = commissionPercentOf(setting, l.seller_id);
          const fee = Math.round((price * pct) / 100);
          return [
            l.id, l.title, l.seller_id ?? '', l.listing_format, l.category, l.condition, l.qty, units(price),
            units(Math.round(price / Math.max(1, l.qty))), l.bid_count, iso(l.closed_at), pct, units(fee), units(price - fee), l.currency,
          ];
        }),
      ];
      return csv(['Sales report', `${report.seller_id === null ? 'All sellers' : `Seller ${report.seller_id}`}`], rows);
    },

    async invoices(scope: ReportScope, q: ReportRange) {
      const rows = await repo.invoices(db, periodOf(scope, q));
      return rows.map((r) => ({
        id: Number(r.id),
        number: invoiceNumberOf(r.id, r.created_at),
        lot_id: Number(r.lot_id),
        lot_title: r.lot_title,
        seller_id: r.seller_id === null ? null : Number(r.seller_id),
        status: r.status,
        amount: cents(r.amount),
        shipping_fee: cents(r.shipping_fee),
        card_fee: cents(r.card_fee),
        total: cents(r.amount) + cents(r.shipping_fee) + cents(r.card_fee),
        currency: r.currency,
        created_at: iso(r.created_at)!,
        due_at: iso(r.due_at)!,
        paid_at: iso(r.paid_at),
        payment_method: r.payment_method,
      }));
    },

    async payments(scope: ReportScope, q: ReportRange) {
      const rows = await repo.payments(db, periodOf(scope, q));
      return rows.map((r) => ({
        id: Number(r.id),
        reference: r.reference,
        method: r.method,
        status: r.status,
        amount: cents(r.amount),
        card_fee: cents(r.card_fee),
        total: cents(r.total),
        currency: r.currency,
        invoice_ids: r.invoice_ids.map(Number),
        created_at: iso(r.created_at)!,
      }));
    },

    /**
     * What comparable lots sold for: sold lots of the lot's category and condition (and model,
     * when at least three name it) over the last 90 days, per unit, oldest first, with the median.
     */
    async soldPrices(lotId: number, viewerId: number | null = null) {
      const lot = await repo.comparisonLot(db, lotId, viewerId);
      if (!lot) throw new AppError('NOT_FOUND');
      const base = { currency: lot.currency, days: SOLD_PRICE_DAYS, category: lot.category, condition: lot.condition };
      if (lot.category_id === null || lot.condition_id === null) return { ...base, model: null, count: 0, median: null, points: [] };
      return { ...base, ...(await history({ categoryId: lot.category_id, conditionId: lot.condition_id, model: lot.model_number, exceptId: lot.id })) };
    },

    /** The same history by category and condition (and model): the console lot editor's suggested starting price. */
    async soldPriceHistory(q: { category_id: number; condition_id: number; model?: string | undefined }) {
      const names = await repo.categoryAndCondition(db, q.category_id, q.condition_id);
      if (!names) throw new AppError('NOT_FOUND');
      const found = await history({ categoryId: q.category_id, conditionId: q.condition_id, model: q.model ?? '', exceptId: null });
      return { currency: 'USD', days: SOLD_PRICE_DAYS, ...names, ...found };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

/** Invoices and payments as spreadsheets. */
export const invoicesCsv = (rows: Awaited<ReturnType<ReportsService['invoices']>>) =>
  csv(
    ['Invoice', 'Number', 'Lot', 'Lot title', 'Seller', 'Status', 'Amount', 'Shipping', 'Card fee', 'Total', 'Currency', 'Issued', 'Due', 'Paid', 'Method'],
    rows.map((r) => [
      r.id, r.number, r.lot_id, r.lot_title, r.seller_id ?? '', r.status, units(r.amount), units(r.shipping_fee), units(r.card_fee),
      units(r.total), r.currency, r.created_at, r.due_at, r.paid_at ?? '', r.payment_method ?? '',
    ]),
  );

export const paymentsCsv = (rows: Awaited<ReturnType<ReportsService['payments']>>) =>
  csv(
    ['Payment', 'Reference', 'Method', 'Status', 'Amount', 'Card fee', 'Total', 'Currency', 'Invoices', 'Made'],
    rows.map((r) => [r.id, r.reference, r.method, r.status, units(r.amount), units(r.card_fee), units(r.total), r.currency, r.invoice_ids.join(' '), r.created_at]),
  );
