import { dashboardOrderByIds, dashboardTypeOfOrderById, search, type DashboardFilter, type DashboardRecord, type DashboardType } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { presentLotCardIdentity } from '../lots/index.js';
import type { DashboardRepository, DashboardRow } from './dashboard.repository.js';

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** The type a filter asks for: `action` by name, else `orderbyid`, else active. */
export const typeOfFilter = (f: Pick<DashboardFilter, 'action' | 'orderbyid'>): DashboardType =>
  f.action ?? dashboardTypeOfOrderById(f.orderbyid) ?? 'active';

/** The viewer's badge on a dashboard card (WINNING, OUTBID, WON, LOST). */
function statusOf(r: DashboardRow, userId: number): DashboardRecord['bidtopstatus'] {
  if (r.won) return 'won';
  if (r.status !== 'open') return r.has_bid ? 'lost' : '';
  if (!r.has_bid) return '';
  return r.leader_user_id === userId ? 'winner' : 'outbid';
}

export function presentDashboardRow(r: DashboardRow, userId: number, now: Date): DashboardRecord {
  const sealed = r.auction_type === 'sealed';
  const increment = r.increment_override ?? r.increment ?? 100;
  const nextBid = r.bid_count === 0 || sealed ? r.current_price : r.current_price + increment;
  return {
    ...presentLotCardIdentity(r),
    currency_symbol: currencySymbols[r.currency] ?? r.currency,
    wprice: sealed ? r.starting_price : r.current_price,
    next_bid: nextBid,
    bprice: r.buy_now_enabled ? r.buy_now_price : null,
    buynow: r.buy_now_enabled ? 1 : 0,
    sold_price: r.status === 'sold' ? r.sold_price : null,
    bid_count: r.bid_count,
    date_added: r.date_added.toISOString(),
    date_closed: r.date_closed.toISOString(),
    market_status: r.status,
    isclosed: r.status !== 'open' || r.date_closed.getTime() <= now.getTime() ? 1 : 0,
    bidtopstatus: statusOf(r, userId),
    isWatchlisted: r.watched,
    rank: 0,
    condition: r.condition_name ?? '',
    category: r.category_name ?? '',
    buyership: r.buyer_ships ? 1 : 0,
    my_max_bid: r.my_max,
    order_id: r.order_id,
    invoice_id: r.invoice_id,
    order_kind: r.order_kind,
    order_status: r.order_status,
    order_amount: r.order_amount,
    offer_id: r.offer_id,
    offer_amount: r.offer_amount,
    counter_amount: r.counter_amount,
    offer_status: r.offer_status,
  };
}

export function createDashboardService({ db, repo, now: clock = () => new Date() }: { db: Db; repo: DashboardRepository; now?: () => Date }) {
  return {
    async search(userId: number, f: DashboardFilter) {
      const type = typeOfFilter(f);
      const now = clock();
      const [rows, counts] = await Promise.all([repo.page(db, userId, type, f), repo.counts(db, userId)]);
      const total = rows[0]?.total ?? (f.page > 1 ? await repo.total(db, userId, type, f) : 0);
      const from = rows.length ? (f.page - 1) * f.sh_limit + 1 : 0;
      const to = rows.length ? from + rows.length - 1 : 0;
      return {
        records: rows.map((r) => presentDashboardRow(r, userId, now)),
        sorts: search.searchSortCodes.map((c) => ({ orderby: c, label: search.searchSortLabels[c], selected: c === f.orderby })),
        counts,
        setDisp: `${from}-${to} of ${total}`,
        totalRecords: total,
        type,
        orderbyid: dashboardOrderByIds[type],
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
