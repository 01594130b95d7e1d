import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../../platform/db/lot-visibility.js';
import { COMMISSION_KEY, type ClosedLot, type CommissionSetting } from './report-math.js';

export interface Period {
  /** Inclusive start and exclusive end (UTC). */
  start: Date;
  end: Date;
  sellerId: number | null;
}

const rowsOf = async <T>(db: DbOrTx, q: SQL) => (await db.execute(q)).rows as T[];
const mine = (sellerId: number | null, column: SQL) => (sellerId === null ? sql`true` : sql`${column} = ${sellerId}`);
const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** The reports' reads: lots, invoices, payments and sold prices, scoped to a seller when asked. */
export const reportsRepository = {
  async listedCount(db: DbOrTx, p: Period): Promise<number> {
    const [r] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from lots l
        where l.status in ('open', 'sold', 'closed') and l.date_added >= ${p.start} and l.date_added < ${p.end} and ${mine(p.sellerId, sql`l.seller_id`)}`,
    );
    return Number(r?.n ?? 0);
  },

  /** Lots that closed in the period (sold or not), with their sale's invoice, dispute and manifest retail. */
  async closedLots(db: DbOrTx, p: Period): Promise<ClosedLot[]> {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select l.id, l.seller_id, l.status, l.sold_price, l.bid_count, coalesce(l.closed_at, l.date_closed) as closed_at,
          coalesce(c.name, '') as category, coalesce(cd.name, '') as condition,
          (select case when count(*) > 0 and count(*) = count(m.unit_retail) then sum(m.qty * m.unit_retail) end
             from manifest_lines m where m.lot_id = l.id) as retail,
          inv.created_at as invoiced_at, inv.paid_at,
          exists(select 1 from disputes d where d.lot_id = l.id) as disputed
        from lots l
        left join categories c on c.id = l.category_id
        left join conditions cd on cd.id = l.condition_id
        left join lateral (select min(i.created_at) as created_at, max(i.paid_at) as paid_at from invoices i
          where i.lot_id = l.id and i.status <> 'cancelled') inv on true
        where l.status in ('sold', 'closed')
          and coalesce(l.closed_at, l.date_closed) >= ${p.start} and coalesce(l.closed_at, l.date_closed) < ${p.end}
          and ${mine(p.sellerId, sql`l.seller_id`)}
        order by coalesce(l.closed_at, l.date_closed), l.id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      sellerId: r.seller_id === null ? null : Number(r.seller_id),
      sold: r.status === 'sold',
      soldPrice: r.status === 'sold' && r.sold_price !== null ? Number(r.sold_price) : null,
      bidCount: Number(r.bid_count),
      closedAt: date(r.closed_at)!,
      category: String(r.category),
      condition: String(r.condition),
      retail: r.retail === null ? null : Number(r.retail),
      invoicedAt: date(r.invoiced_at),
      paidAt: date(r.paid_at),
      disputed: r.disputed === true,
    }));
  },

  /** The sold lots of the period with what a seller's spreadsheet needs. */
  async soldLotRows(db: DbOrTx, p: Period) {
    return rowsOf<{
      id: number; title: string; seller_id: number | null; listing_format: string; category: string; condition: string;
      qty: number; sold_price: string; bid_count: number; closed_at: Date | string; currency: string;
    }>(
      db,
      sql`select l.id, l.title, l.seller_id, l.listing_format, coalesce(c.name, '') as category, coalesce(cd.name, '') as condition,
          l.qty, l.sold_price, l.bid_count, coalesce(l.closed_at, l.date_closed) as closed_at, l.currency
        from lots l
        left join categories c on c.id = l.category_id
        left join conditions cd on cd.id = l.condition_id
        where l.status = 'sold' and coalesce(l.closed_at, l.date_closed) >= ${p.start} and coalesce(l.closed_at, l.date_closed) < ${p.end}
          and ${mine(p.sellerId, sql`l.seller_id`)}
        order by coalesce(l.closed_at, l.date_closed), l.id`,
    );
  },

  async invoices(db: DbOrTx, p: Period) {
    return rowsOf<{
      id: number; lot_id: number; lot_title: string; seller_id: number | null; status: 'unpaid' | 'paid' | 'cancelled';
      amount: string; shipping_fee: string; card_fee: string; currency: string; created_at: Date | string; due_at: Date | string;
      paid_at: Date | string | null; payment_method: string | null;
    }>(
      db,
      sql`select i.id, i.lot_id, l.title as lot_title, l.seller_id, i.status, i.amount, i.shipping_fee, i.card_fee, i.currency,
          i.created_at, i.due_at, i.paid_at, i.payment_method
        from invoices i join lots l on l.id = i.lot_id
        where i.created_at >= ${p.start} and i.created_at < ${p.end} and ${mine(p.sellerId, sql`l.seller_id`)}
        order by i.created_at, i.id`,
    );
  },

  /** Payments made in the period; for a seller, those that pay an invoice of its lots (with only those invoices). */
  async payments(db: DbOrTx, p: Period) {
    return rowsOf<{
      id: number; reference: string; method: string; status: string; amount: string; card_fee: string; total: string;
      currency: string; created_at: Date | string; invoice_ids: number[];
    }>(
      db,
      sql`select p.id, p.reference, p.method, p.status, p.amount, p.card_fee, p.total, p.currency, p.created_at,
          array_agg(pi.invoice_id order by pi.invoice_id) as invoice_ids
        from payments p
        join payment_invoices pi on pi.payment_id = p.id
        join invoices i on i.id = pi.invoice_id
        join lots l on l.id = i.lot_id
        where p.created_at >= ${p.start} and p.created_at < ${p.end} and ${mine(p.sellerId, sql`l.seller_id`)}
        group by p.id
        order by p.created_at, p.id`,
    );
  },

  async commission(db: DbOrTx): Promise<CommissionSetting | null> {
    const [r] = await rowsOf<{ value: CommissionSetting }>(db, sql`select value from settings where key = ${COMMISSION_KEY}`);
    return r?.value ?? null;
  },

  /** The lot a sold-price history is for, when the viewer may see it (a private lot only to its groups' members). */
  async comparisonLot(db: DbOrTx, id: number, viewerId: number | null = null) {
    const [r] = await rowsOf<{
      id: number; category_id: number | null; condition_id: number | null; model_number: string; category: string; condition: string; currency: string;
    }>(
      db,
      sql`select l.id, l.category_id, l.condition_id, l.model_number, coalesce(c.name, '') as category, coalesce(cd.name, '') as condition, l.currency
        from lots l left join categories c on c.id = l.category_id left join conditions cd on cd.id = l.condition_id
        where l.id = ${id} and l.status in ('open', 'sold', 'closed') and ${lotVisibleTo(viewerId, 'l')}`,
    );
    return r ?? null;
  },

  /** A category's and a condition's names (null when either does not exist). */
  async categoryAndCondition(db: DbOrTx, categoryId: number, conditionId: number) {
    const [r] = await rowsOf<{ category: string; condition: string }>(
      db,
      sql`select c.name as category, cd.name as condition from categories c, conditions cd where c.id = ${categoryId} and cd.id = ${conditionId}`,
    );
    return r ?? null;
  },

  /**
   * The open lots whose sold-price history a sale of these lots changes: same category and
   * condition as a sold, public, whole lot among them (the lots `soldComparables` counts).
   */
  async openComparablesOf(db: DbOrTx, soldLotIds: readonly number[]): Promise<number[]> {
    if (!soldLotIds.length) return [];
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select distinct o.id from lots s
        join lots o on o.category_id = s.category_id and o.condition_id = s.condition_id and o.status = 'open' and o.id <> s.id
        where s.id in (${sql.join(soldLotIds.map((id) => sql`${id}`), sql`, `)})
          and s.status = 'sold' and not s.is_private and s.auction_type <> 'lineitem' and s.sold_price is not null and s.qty > 0`,
    );
    return rows.map((r) => Number(r.id));
  },

  /**
   * Sold whole lots (line-item lots have no single per-unit price) of a category and condition,
   * closed since `since`, other than `exceptId`; narrowed to a model when given. Only the price,
   * quantity and close: never the buyer, never an unsold lot's reserve.
   */
  async soldComparables(db: DbOrTx, q: { categoryId: number; conditionId: number; model: string | null; since: Date; exceptId: number | null }) {
    const rows = await rowsOf<{ sold_price: string; qty: number; closed_at: Date | string }>(
      db,
      sql`select l.sold_price, l.qty, coalesce(l.closed_at, l.date_closed) as closed_at from lots l
        where l.status = 'sold' and not l.is_private and l.auction_type <> 'lineitem' and l.sold_price is not null and l.qty > 0
          and l.category_id = ${q.categoryId} and l.condition_id = ${q.conditionId} ${q.exceptId === null ? sql`` : sql`and l.id <> ${q.exceptId}`}
          and coalesce(l.closed_at, l.date_closed) >= ${q.since}
          ${q.model ? sql`and lower(l.model_number) = lower(${q.model})` : sql``}
        order by coalesce(l.closed_at, l.date_closed), l.id`,
    );
    return rows.map((r) => ({ soldPrice: Number(r.sold_price), qty: Number(r.qty), closedAt: date(r.closed_at)! }));
  },
};
export type ReportsRepository = typeof reportsRepository;
