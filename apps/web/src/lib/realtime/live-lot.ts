import type { BidTopStatus, ServerEventName, ServerEventPayload } from '@gavel/contract';

/**
 * What a lot card shows that the socket can change (spec 2 §4 "Realtime events").
 * Money in cents. Pure functions: (lot, event, viewer) → lot; a lot the event
 * is not about comes back unchanged (same object), so callers can tell.
 */
export interface LiveLot {
  id: number;
  listing_format: string;
  market_status: 'open' | 'sold' | 'closed';
  wprice: number;
  next_bid: number;
  bid_count: number;
  date_closed: string;
  bidtopstatus: BidTopStatus;
  isWatchlisted: boolean;
  /** Set when the lot closed sold while shown (the sold price). */
  sold_price?: number | null;
  sprice?: number;
}

/** The events a lot card listens to. */
export const liveLotEvents = [
  'bidAddtime',
  'realclosedupdates',
  'drop_price',
  'realtimeupdate',
  'bid_extended',
  'cancelbidemitted',
  'watchlist',
] as const satisfies readonly ServerEventName[];
export type LiveLotEvent = (typeof liveLotEvents)[number];

/** The lot an event is about. */
export function eventLotId<K extends LiveLotEvent>(name: K, e: ServerEventPayload<K>): number {
  return name === 'cancelbidemitted' ? (e as ServerEventPayload<'cancelbidemitted'>).project_id : (e as { id: number }).id;
}

function laterOf(a: string, b: string | undefined): string {
  if (!b) return a;
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (Number.isNaN(tb)) return a;
  if (Number.isNaN(ta)) return b;
  return tb > ta ? b : a;
}

/** The viewer's badge after someone's bid (the same rule as the lot page). */
function statusAfterBid(lot: LiveLot, e: ServerEventPayload<'bidAddtime'>, viewerId: number | null): BidTopStatus {
  if (viewerId === null || lot.listing_format === 'sealed') return lot.bidtopstatus;
  if (e.bpop_cbidder === viewerId) return e.bpop_higher === viewerId ? 'winner' : 'outbid';
  if (lot.bidtopstatus !== 'winner' && lot.bidtopstatus !== 'outbid') return lot.bidtopstatus;
  if (e.bpop_higher === viewerId) return 'winner';
  if (e.bpop_higher === e.bpop_cbidder) return 'outbid';
  return lot.bidtopstatus;
}

export function applyBid<T extends LiveLot>(lot: T, e: ServerEventPayload<'bidAddtime'>, viewerId: number | null): T {
  if (e.id !== lot.id || e.status === 'failed') return lot;
  const dateClosed = laterOf(lot.date_closed, e.bpop_belowFiveIncrement);
  if (e.line_item_id !== undefined) {
    // A sub-lot's bid: the lot's count grows by one; its own price is per sub-lot.
    return { ...lot, bid_count: lot.bid_count + 1, date_closed: dateClosed };
  }
  // Counts only move forward: a late event never undoes a newer state.
  if (e.bpop_bidcount < lot.bid_count) return dateClosed === lot.date_closed ? lot : { ...lot, date_closed: dateClosed };
  const own = viewerId !== null && e.bpop_cbidder === viewerId && e.bpop_cuser_nextbid !== undefined;
  return {
    ...lot,
    wprice: lot.listing_format === 'sealed' ? lot.wprice : e.bpop_wprice,
    next_bid: own ? e.bpop_cuser_nextbid! : e.bpop_nextbid,
    bid_count: e.bpop_bidcount,
    bidtopstatus: statusAfterBid(lot, e, viewerId),
    date_closed: dateClosed,
  };
}

/** realclosedupdates: sold (winner: won) or closed; a viewer who had bid and did not win: lost. */
export function applyClosed<T extends LiveLot>(lot: T, e: ServerEventPayload<'realclosedupdates'>, viewerId: number | null): T {
  if (e.id !== lot.id) return lot;
  const winner = String(e.usr);
  const sold = winner !== '';
  const hadBid = lot.bidtopstatus !== '';
  const status: BidTopStatus =
    lot.listing_format === 'lineitem' ? lot.bidtopstatus : sold && viewerId !== null && Number(winner) === viewerId ? 'won' : hadBid ? 'lost' : '';
  return { ...lot, market_status: sold ? 'sold' : 'closed', bidtopstatus: status, sold_price: sold ? e.buynowamount : null };
}

/** Applies any card event; unrelated lots come back as the same object. */
export function applyLiveEvent<T extends LiveLot, K extends LiveLotEvent>(
  lot: T,
  name: K,
  payload: ServerEventPayload<K>,
  viewerId: number | null,
): T {
  if (eventLotId(name, payload) !== lot.id) return lot;
  switch (name) {
    case 'bidAddtime':
      return applyBid(lot, payload as ServerEventPayload<'bidAddtime'>, viewerId);
    case 'realclosedupdates':
      return applyClosed(lot, payload as ServerEventPayload<'realclosedupdates'>, viewerId);
    case 'drop_price': {
      const e = payload as ServerEventPayload<'drop_price'>;
      return { ...lot, sprice: e.sprice, wprice: e.wprice };
    }
    case 'bid_extended': {
      const e = payload as ServerEventPayload<'bid_extended'>;
      const next = laterOf(lot.date_closed, e.date_closed);
      return next === lot.date_closed ? lot : { ...lot, date_closed: next };
    }
    case 'realtimeupdate':
      // An operator's change of the end time may also bring it forward.
      return { ...lot, date_closed: (payload as ServerEventPayload<'realtimeupdate'>).date_closed };
    case 'cancelbidemitted': {
      const e = payload as ServerEventPayload<'cancelbidemitted'>;
      return { ...lot, bid_count: e.bpop_bidcount, wprice: e.bpop_wprice };
    }
    case 'watchlist':
      return { ...lot, isWatchlisted: (payload as ServerEventPayload<'watchlist'>).status === 'added' };
    default:
      return lot;
  }
}

/**
 * Fresh data from the server against the live copy: the server's answer wins
 * unless the live copy has seen more bids or a close the answer predates.
 */
export function mergeLive<T extends LiveLot>(fresh: T, live: T | undefined): T {
  if (!live) return fresh;
  const liveAhead = live.bid_count > fresh.bid_count || (live.market_status !== 'open' && fresh.market_status === 'open');
  return liveAhead ? { ...fresh, ...live } : fresh;
}
