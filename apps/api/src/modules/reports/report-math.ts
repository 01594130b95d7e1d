/** Sales-report arithmetic (pure). Money in integer cents; ratios 0..1; days as decimals. */

const DAY_MS = 86_400_000;

/** One lot of the report's period: a lot that closed in it (sold or not). */
export interface ClosedLot {
  id: number;
  sellerId: number | null;
  sold: boolean;
  /** Cents; null unless sold. */
  soldPrice: number | null;
  bidCount: number;
  closedAt: Date;
  category: string;
  condition: string;
  /** The manifest's extended retail in cents when every line is priced, else null. */
  retail: number | null;
  /** The sale's invoice: when issued and paid (null: unpaid or none). */
  invoicedAt: Date | null;
  paidAt: Date | null;
  disputed: boolean;
}

export interface CommissionSetting {
  /** Site-wide percent. */
  percent: number;
  /** Per seller id (string keys, as JSON), percent. */
  sellers: Record<string, number>;
}

/** The `settings` row that holds it (written by the console's settings, read by every report). */
export const COMMISSION_KEY = 'commission';

export const DEFAULT_COMMISSION: CommissionSetting = { percent: 10, sellers: {} };

export const commissionPercentOf = (setting: CommissionSetting, sellerId: number | null) =>
  sellerId !== null && setting.sellers[String(sellerId)] !== undefined ? setting.sellers[String(sellerId)]! : setting.percent;

/** The marketplace's commission on one sale: the percent of the price, rounded to the cent (half up). */
export const commissionOf = (priceCents: number, percent: number) => Math.round((priceCents * percent) / 100);

const ratio = (num: number, den: number) => (den > 0 ? num / den : null);
const round = (n: number | null, digits = 4) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

export interface Group {
  key: string;
  lots_sold: number;
  gross_sales: number;
  recovery_rate: number | null;
}

function groupOf(key: string, lots: readonly ClosedLot[]): Group {
  const sold = lots.filter((l) => l.sold);
  const priced = sold.filter((l) => l.retail !== null && l.retail > 0);
  return {
    key,
    lots_sold: sold.length,
    gross_sales: sold.reduce((s, l) => s + (l.soldPrice ?? 0), 0),
    recovery_rate: round(ratio(priced.reduce((s, l) => s + (l.soldPrice ?? 0), 0), priced.reduce((s, l) => s + l.retail!, 0))),
  };
}

function groupBy(lots: readonly ClosedLot[], keyOf: (l: ClosedLot) => string): Group[] {
  const by = new Map<string, ClosedLot[]>();
  for (const l of lots) by.set(keyOf(l), [...(by.get(keyOf(l)) ?? []), l]);
  return [...by].map(([k, ls]) => groupOf(k, ls)).sort((a, b) => b.gross_sales - a.gross_sales || a.key.localeCompare(b.key));
}

/** The UTC days from `from` to `to` (YYYY-MM-DD, both included). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * The report's figures. Sell-through: sold ÷ closed lots; average bids: over closed lots;
 * recovery: Σ price ÷ Σ extended retail of the sold lots whose manifest prices every line;
 * days to pay: paid invoices, issue to payment; dispute rate: sold lots with a dispute ÷ sold
 * lots; commission: per sale, at the seller's percent; net due: gross − commission.
 */
export function salesFigures(o: { listed: number; lots: readonly ClosedLot[]; commission: CommissionSetting; from: string; to: string }) {
  const { lots } = o;
  const sold = lots.filter((l) => l.sold);
  const all = groupOf('all', lots);
  const paid = sold.filter((l) => l.invoicedAt && l.paidAt);
  const commission = sold.reduce((s, l) => s + commissionOf(l.soldPrice ?? 0, commissionPercentOf(o.commission, l.sellerId)), 0);
  const byDay = new Map(daysOf(o.from, o.to).map((d) => [d, [] as ClosedLot[]]));
  for (const l of lots) byDay.get(l.closedAt.toISOString().slice(0, 10))?.push(l);
  return {
    summary: {
      lots_listed: o.listed,
      lots_closed: lots.length,
      lots_sold: sold.length,
      sell_through: round(ratio(sold.length, lots.length)),
      gross_sales: all.gross_sales,
      avg_bids_per_lot: round(ratio(lots.reduce((s, l) => s + l.bidCount, 0), lots.length), 2),
      recovery_rate: all.recovery_rate,
      avg_days_to_pay: round(ratio(paid.reduce((s, l) => s + (l.paidAt!.getTime() - l.invoicedAt!.getTime()), 0) / DAY_MS, paid.length), 2),
      dispute_rate: round(ratio(sold.filter((l) => l.disputed).length, sold.length)),
      commission,
      net_due: all.gross_sales - commission,
    },
    by_day: [...byDay].map(([d, ls]) => groupOf(d, ls)),
    by_category: groupBy(lots, (l) => l.category),
    by_condition: groupBy(lots, (l) => l.condition),
  };
}

/** The median of integer cents: the money core's (one median for the lot page and the lot editor's suggestion). */
export { medianCents } from '@gavel/contract';

/** A CSV cell: quoted when it holds a comma, quote or line break; formulas neutralised (a leading = + - @ gets a quote). */
export function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Cents as currency units with two decimals, for CSV. */
export const units = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
