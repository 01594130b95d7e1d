import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFilter, DashboardRecord, DashboardType } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { bidIncrements, bids, categories, conditions, countries, lotImages, lots, offers, orders, watchlist } from '../../platform/db/schema/index.js';
import type { LotCardRow } from '../lots/index.js';
import { lotVisibleTo } from '../buyer-groups/index.js';

/** Listing format name of each wire code (search.ts `listfmtCodes`). */
const formatOfCode: Record<number, string> = { 0: 'sealed', 1: 'buynow', 3: 'live', 4: 'lineitem', 5: 'pricelock' };

const hasBid = (userId: number) =>
  sql`exists (select 1 from ${bids} b where b.lot_id = lots.id and b.user_id = ${userId} and b.cancelled_at is null)`;
const hasAuctionOrder = (userId: number) =>
  sql`exists (select 1 from ${orders} o where o.lot_id = lots.id and o.buyer_id = ${userId} and o.kind = 'auction')`;
const wonBy = (userId: number) => sql`(lots.winner_user_id = ${userId} or ${hasAuctionOrder(userId)})`;

/** Which lots belong to each type, for one buyer (lots being bid on or watched: only those the buyer may see, issue 42; won and bought lots stay). */
export function typeCondition(type: DashboardType, userId: number): SQL {
  switch (type) {
    case 'active':
      return sql`(lots.status = 'open' and lots.date_closed > now() and ${hasBid(userId)} and ${lotVisibleTo(userId, 'lots')})`;
    case 'won':
      return wonBy(userId);
    case 'lost':
      // Ended lots only: a withdrawn (or draft, scheduled) lot is not listed to buyers (issue 10).
      return sql`(lots.status in ('sold', 'closed') and ${hasBid(userId)} and not ${wonBy(userId)} and ${lotVisibleTo(userId, 'lots')})`;
    case 'buy_now':
      return sql`(exists (select 1 from ${orders} o where o.lot_id = lots.id and o.buyer_id = ${userId} and o.kind <> 'auction')
        or exists (select 1 from ${offers} f where f.lot_id = lots.id and f.buyer_id = ${userId}))`;
    case 'watchlist':
      return sql`(lots.status in ('open', 'sold', 'closed') and exists (select 1 from ${watchlist} w where w.lot_id = lots.id and w.user_id = ${userId}) and ${lotVisibleTo(userId, 'lots')})`;
  }
}

const inList = (col: SQL, values: readonly (string | number)[]) =>
  values.length ? sql`${col} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : undefined;

/** The filter panel's conditions (every one optional). */
function filterConditions(f: DashboardFilter): SQL[] {
  const out: (SQL | undefined)[] = [
    inList(sql`lots.category_id`, f.category),
    inList(sql`lots.brand_id`, f.sub_category),
    inList(sql`lots.condition_id`, f.condition),
    inList(sql`lots.listing_format`, f.listfmt.map((c) => formatOfCode[c] ?? '')),
    inList(sql`lots.lot_size`, f.lottype),
    inList(sql`lots.region_id`, f.reglist),
    inList(sql`lower(lots.country)`, f.location.map((s) => s.toLowerCase())),
    inList(sql`lower(lots.state)`, f.state.map((s) => s.toLowerCase())),
    inList(sql`lower(lots.city)`, f.city.map((s) => s.toLowerCase())),
    f.countrylist.length
      ? sql`exists (select 1 from ${countries} c where c.id in (${sql.join(
          f.countrylist.map((v) => sql`${v}`),
          sql`, `,
        )}) and (lower(c.name) = lower(lots.country) or lower(c.iso2) = lower(lots.country)))`
      : undefined,
  ];
  return out.filter((c): c is SQL => !!c);
}

const orderOf = (orderby: number): SQL => {
  switch (orderby) {
    case 2:
      return sql`lots.date_added desc, lots.id desc`;
    case 3:
      return sql`lots.current_price asc, lots.id asc`;
    case 4:
      return sql`lots.current_price desc, lots.id desc`;
    default:
      return sql`lots.date_closed asc, lots.id asc`;
  }
};

export interface DashboardRow extends LotCardRow {
  starting_price: number;
  current_price: number;
  buy_now_price: number | null;
  buy_now_enabled: boolean;
  sold_price: number | null;
  bid_count: number;
  date_added: Date;
  date_closed: Date;
  leader_user_id: number | null;
  winner_user_id: number | null;
  buyer_ships: boolean;
  category_name: string | null;
  condition_name: string | null;
  increment: number | null;
  increment_override: number | null;
  my_max: number | null;
  has_bid: boolean;
  won: boolean;
  watched: boolean;
  order_id: number | null;
  order_kind: 'auction' | 'buynow' | 'offer' | 'pricelock' | null;
  order_status: 'unpaid' | 'paid' | 'cancelled' | null;
  order_amount: number | null;
  invoice_id: number | null;
  offer_id: number | null;
  offer_amount: number | null;
  counter_amount: number | null;
  offer_status: DashboardRecord['offer_status'];
  total: number;
}

const num = (v: unknown) => (v == null ? null : Number(v));

export const dashboardRepository = {
  counts: (db: DbOrTx, userId: number) => typeCounts(db, userId),

  /** How many lots of one type match the filter (for a page past the end, which has no window count). */
  async total(db: DbOrTx, userId: number, type: DashboardType, f: DashboardFilter): Promise<number> {
    const where = sql.join([typeCondition(type, userId), ...filterConditions(f)], sql` and `);
    const res = await db.execute(sql`select count(*)::int as n from ${lots} where ${where}`);
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  },

  /** One page of one type, with the total (window count): one query for the whole page. */
  async page(db: DbOrTx, userId: number, type: DashboardType, f: DashboardFilter): Promise<DashboardRow[]> {
    const where = sql.join([typeCondition(type, userId), ...filterConditions(f)], sql` and `);
    const offset = (f.page - 1) * f.sh_limit;
    const res = await db.execute(sql`
      select lots.id, lots.title, lots.manufacturer, lots.model_number, lots.category_id, lots.brand_id, lots.condition_id,
        lots.item_condition, lots.region_id, lots.country, lots.city, lots.state, lots.qty, lots.listing_format, lots.auction_type,
        lots.lot_size, lots.currency, lots.starting_price, lots.current_price, lots.buy_now_price, lots.buy_now_enabled,
        lots.sold_price, lots.bid_count, lots.date_added, lots.date_closed, lots.status, lots.leader_user_id, lots.winner_user_id,
        lots.buyer_ships, lots.increment_override,
        cat.name as category_name, cond.name as condition_name,
        (select i.file from ${lotImages} i where i.lot_id = lots.id order by i.sort_order, i.id limit 1) as avatar,
        (select bi.increment from ${bidIncrements} bi where bi.from_amount <= lots.current_price
           and (bi.to_amount is null or bi.to_amount > lots.current_price) order by bi.from_amount desc limit 1) as increment,
        (select max(b.max_amount) from ${bids} b where b.lot_id = lots.id and b.user_id = ${userId} and b.cancelled_at is null) as my_max,
        ${hasBid(userId)} as has_bid,
        ${wonBy(userId)} as won,
        exists (select 1 from ${watchlist} w where w.lot_id = lots.id and w.user_id = ${userId}) as watched,
        o.id as order_id, o.invoice_id, o.kind as order_kind, o.status as order_status, o.amount as order_amount,
        f.id as offer_id, f.amount as offer_amount, f.counter_amount, f.status as offer_status,
        count(*) over () as total
      from ${lots}
      left join ${categories} cat on cat.id = lots.category_id
      left join ${conditions} cond on cond.id = lots.condition_id
      left join lateral (
        select o.id, o.invoice_id, o.kind, o.status, o.amount from ${orders} o
        where o.lot_id = lots.id and o.buyer_id = ${userId} order by o.created_at desc, o.id desc limit 1
      ) o on true
      left join lateral (
        select f.id, f.amount, f.counter_amount, f.status from ${offers} f
        where f.lot_id = lots.id and f.buyer_id = ${userId} order by f.created_at desc, f.id desc limit 1
      ) f on true
      where ${where}
      order by ${orderOf(f.orderby ?? 1)}
      limit ${f.sh_limit} offset ${offset}
    `);
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((r) => ({
      ...(r as unknown as DashboardRow),
      starting_price: Number(r.starting_price),
      current_price: Number(r.current_price),
      buy_now_price: num(r.buy_now_price),
      sold_price: num(r.sold_price),
      increment: num(r.increment),
      increment_override: num(r.increment_override),
      my_max: num(r.my_max),
      order_amount: num(r.order_amount),
      offer_amount: num(r.offer_amount),
      counter_amount: num(r.counter_amount),
      date_added: new Date(r.date_added as string),
      date_closed: new Date(r.date_closed as string),
      total: Number(r.total),
    }));
  },
};

/** How many lots each type holds for the buyer: one query. */
async function typeCounts(db: DbOrTx, userId: number): Promise<Record<DashboardType, number>> {
  const res = await db.execute(sql`
    select
      count(*) filter (where ${typeCondition('active', userId)})::int as active,
      count(*) filter (where ${typeCondition('buy_now', userId)})::int as buy_now,
      count(*) filter (where ${typeCondition('won', userId)})::int as won,
      count(*) filter (where ${typeCondition('lost', userId)})::int as lost,
      count(*) filter (where ${typeCondition('watchlist', userId)})::int as watchlist
    from ${lots}
    where exists (select 1 from ${bids} b where b.lot_id = lots.id and b.user_id = ${userId})
       or exists (select 1 from ${orders} o where o.lot_id = lots.id and o.buyer_id = ${userId})
       or exists (select 1 from ${watchlist} w where w.lot_id = lots.id and w.user_id = ${userId})
       or exists (select 1 from ${offers} f where f.lot_id = lots.id and f.buyer_id = ${userId})
       or lots.winner_user_id = ${userId}
  `);
  const r = (res as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { active: Number(r.active ?? 0), buy_now: Number(r.buy_now ?? 0), won: Number(r.won ?? 0), lost: Number(r.lost ?? 0), watchlist: Number(r.watchlist ?? 0) };
}
export type DashboardRepository = typeof dashboardRepository;
