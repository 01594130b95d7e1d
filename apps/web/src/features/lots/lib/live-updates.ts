import type { LineItem, ServerEventPayload } from '@gavel/contract';
import type { LotViewData } from '../api/get-product-view';

/**
 * Socket events applied to the cached lot page (spec 2 §4 "Realtime events").
 * Pure functions: (cached data, event, viewer) → new data. Counts only move
 * forward, so an event or an HTTP answer that arrives late never undoes a newer one.
 */

type BidEvent = ServerEventPayload<'bidAddtime'>;
type ClosedEvent = ServerEventPayload<'realclosedupdates'>;
type LotStatus = LotViewData['bidtopstatus'];
type ItemStatus = LineItem['bidtopstatus'];

/** The private variant of bidAddtime goes only to the bidder and carries their next bid. */
export const isOwnBidEvent = (e: BidEvent, viewerId: number | null) =>
  viewerId !== null && e.bpop_cbidder === viewerId && e.bpop_cuser_nextbid !== undefined;

/**
 * Viewer status after someone's bid: leading → winner; the bidder took the lead
 * from everyone else → outbid; the bidder fell short of the standing maximum →
 * unchanged (the leader, maybe a colleague, still leads).
 */
function statusAfterBid(current: LotStatus, e: BidEvent, viewerId: number | null, hasBid: boolean): LotStatus {
  if (viewerId === null || !hasBid) return current;
  if (e.bpop_higher === viewerId) return 'winner';
  if (e.bpop_higher === e.bpop_cbidder) return 'outbid';
  return current;
}

/** bidAddtime on a standard lot (no line_item_id). */
export function applyLotBid(view: LotViewData, e: BidEvent, viewerId: number | null): LotViewData {
  const p = view.project;
  if (e.id !== p.id || e.status === 'failed') return view;
  const dateClosed = e.bpop_belowFiveIncrement ?? p.date_closed;
  if (e.line_item_id !== undefined) {
    // A sub-lot's bid: the lot's total count grows by one; the close may move.
    return { ...view, bid_count: view.bid_count + 1, project: { ...p, bid_count: p.bid_count + 1, date_closed: dateClosed } };
  }
  if (e.bpop_bidcount < p.bid_count) return { ...view, project: { ...p, date_closed: laterOf(p.date_closed, dateClosed) } };
  const sealed = p.auctiontype === 'sealed';
  const own = isOwnBidEvent(e, viewerId);
  const hasBid = own || p.userHasBid === 1 || p.companyHasBid === 1;
  const nextBid = own ? e.bpop_cuser_nextbid! : sealed && p.userHasBid === 1 ? p.next_bid : e.bpop_nextbid;
  const status = sealed
    ? p.bidtopstatus
    : own
      ? e.bpop_higher === viewerId
        ? 'winner'
        : 'outbid'
      : statusAfterBid(p.bidtopstatus, e, viewerId, hasBid);
  const myMax = own && e.bidAmount !== undefined ? Math.max(p.my_max_bid ?? 0, e.bidAmount) : p.my_max_bid;
  return {
    ...view,
    next_bid: nextBid,
    incrementamt: e.bpop_increment,
    bidtopstatus: status,
    bid_count: e.bpop_bidcount,
    project: {
      ...p,
      wprice: e.bpop_wprice,
      next_bid: nextBid,
      incrementAmt: e.bpop_increment,
      bid_count: e.bpop_bidcount,
      bidtopstatus: status,
      userHasBid: own ? 1 : p.userHasBid,
      bid_or_not: own ? 1 : p.bid_or_not,
      my_max_bid: myMax,
      date_closed: laterOf(p.date_closed, dateClosed),
    },
  };
}

/** The bidder's own HTTP answer (receipt): applied unless an event already moved past it. */
export function applyBidReceipt(
  view: LotViewData,
  r: { wprice: number; next_bid: number; bid_count: number; bidtopstatus: string; date_closed: string; max_amount: number },
): LotViewData {
  const p = view.project;
  const dateClosed = laterOf(p.date_closed, r.date_closed);
  if (r.bid_count < p.bid_count) return { ...view, project: { ...p, userHasBid: 1, bid_or_not: 1, date_closed: dateClosed } };
  const status: LotStatus = r.bidtopstatus === 'winner' || r.bidtopstatus === 'outbid' ? r.bidtopstatus : p.bidtopstatus;
  return {
    ...view,
    next_bid: r.next_bid,
    bid_count: r.bid_count,
    bidtopstatus: status,
    project: {
      ...p,
      wprice: p.auctiontype === 'sealed' ? p.wprice : r.wprice,
      next_bid: r.next_bid,
      bid_count: r.bid_count,
      bidtopstatus: status,
      userHasBid: 1,
      bid_or_not: 1,
      my_max_bid: Math.max(p.my_max_bid ?? 0, r.max_amount),
      date_closed: dateClosed,
    },
  };
}

/** realclosedupdates: sold (winner: won, "Sold Price") or closed; other bidders lost. */
export function applyLotClosed(view: LotViewData, e: ClosedEvent, viewerId: number | null): LotViewData {
  const p = view.project;
  if (e.id !== p.id) return view;
  const winner = String(e.usr);
  const sold = winner !== '';
  const hadBid = p.userHasBid === 1 || p.companyHasBid === 1 || p.bidtopstatus !== '';
  const lineItem = p.auctiontype === 'lineitem';
  const status: LotStatus = lineItem
    ? p.bidtopstatus
    : sold && viewerId !== null && Number(winner) === viewerId
      ? 'won'
      : hadBid
        ? 'lost'
        : '';
  return {
    ...view,
    isclosed: 1,
    bidtopstatus: status,
    project: { ...p, market_status: sold ? 'sold' : 'closed', isclosed: 1, bidtopstatus: status, sold_price: sold ? e.buynowamount : null },
  };
}

/** bid_extended / realtimeupdate / bpop_belowFiveIncrement: a new close date. */
export function applyDateClosed(view: LotViewData, id: number, dateClosed: string, onlyLater = true): LotViewData {
  const p = view.project;
  if (id !== p.id) return view;
  const next = onlyLater ? laterOf(p.date_closed, dateClosed) : dateClosed;
  return next === p.date_closed ? view : { ...view, project: { ...p, date_closed: next } };
}

export function applyReserve(view: LotViewData, e: ServerEventPayload<'reservepriceupdate'>): LotViewData {
  if (e.id !== view.project.id || e.line_item_id !== undefined) return view;
  return { ...view, project: { ...view.project, rprice_met: e.rprice_met } };
}

export function applyWatchlist(view: LotViewData, e: ServerEventPayload<'watchlist'>): LotViewData {
  if (e.id !== view.project.id) return view;
  return { ...view, project: { ...view.project, watchlistid: e.status === 'added' ? 1 : 0 } };
}

export function applyDropPrice(view: LotViewData, e: ServerEventPayload<'drop_price'>): LotViewData {
  if (e.id !== view.project.id) return view;
  return { ...view, project: { ...view.project, sprice: e.sprice, wprice: e.wprice, bprice: e.bprice } };
}

const leadStatus = (reserveMet: boolean): ItemStatus => (reserveMet ? 'winning' : 'highest');

/** bidAddtime with line_item_id: one sub-lot row (spec 2 §4 "Line-item bidding"). */
export function applyLineItemBid(item: LineItem, e: BidEvent, viewerId: number | null): LineItem {
  if (e.line_item_id !== item.id || e.status === 'failed' || e.bpop_bidcount < item.bid_count) return item;
  const own = isOwnBidEvent(e, viewerId);
  const hasBid = own || item.hasBid === 1;
  let status = item.bidtopstatus;
  if (viewerId !== null && hasBid) {
    if (e.bpop_higher === viewerId) status = leadStatus(item.rprice_met);
    else if (own || e.bpop_higher === e.bpop_cbidder) status = 'losing';
  }
  return {
    ...item,
    wprice: e.bpop_wprice,
    bid_count: e.bpop_bidcount,
    incrementamt: e.bpop_increment,
    next_bid: own ? e.bpop_cuser_nextbid! : e.bpop_nextbid,
    bidtopstatus: status,
    hasBid: hasBid ? 1 : 0,
    bidPrice: own && e.bidAmount !== undefined ? Math.max(item.bidPrice ?? 0, e.bidAmount) : item.bidPrice,
  };
}

/** A sub-lot's own HTTP answer. */
export function applyLineItemReceipt(
  item: LineItem,
  r: { wprice: number; next_bid: number; bid_count: number; bidtopstatus: string; max_amount: number },
): LineItem {
  if (r.bid_count < item.bid_count) return { ...item, hasBid: 1 };
  const leads = r.bidtopstatus === 'winner';
  return {
    ...item,
    wprice: r.wprice,
    next_bid: r.next_bid,
    bid_count: r.bid_count,
    hasBid: 1,
    bidPrice: Math.max(item.bidPrice ?? 0, r.max_amount),
    bidtopstatus: leads ? leadStatus(item.rprice_met) : r.bidtopstatus === 'outbid' ? 'losing' : item.bidtopstatus,
  };
}

/** reservepriceupdate with line_item_id: Highest bidder (orange) ↔ Winning. */
export function applyLineItemReserve(item: LineItem, e: ServerEventPayload<'reservepriceupdate'>): LineItem {
  if (e.line_item_id !== item.id) return item;
  const status = item.bidtopstatus === 'highest' || item.bidtopstatus === 'winning' ? leadStatus(e.rprice_met) : item.bidtopstatus;
  return { ...item, rprice_met: e.rprice_met, bidtopstatus: status };
}

function laterOf(a: string, b: string): string {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isNaN(tb)) return a;
  if (Number.isNaN(ta)) return b;
  return tb > ta ? b : a;
}
