import type { ServerEventPayload } from '@gavel/contract';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { AppError } from '../../platform/http/errors.js';
import type { BidResult, Leader, PublicLotView } from './bid-types.js';

type Accepted = Extract<BidResult, { ok: true }>;

/**
 * After commit: the public `bidAddtime` to everyone watching the lot, a private
 * variant to the bidder (their next bid, their status, their own maximum when they
 * lead), and the soft-close and reserve events. A maximum never leaves its owner.
 */
export const bidEvents = {
  publishBid(
    rt: Realtime,
    e: {
      lot: { id: number };
      item: { id: number } | null;
      result: Accepted;
      previousLeader: Leader | null;
      wasReserveMet: boolean;
      bidder: AuthUser;
      /** Anonymous per-lot numbers ("Bidder N") of the bidder and the leader. */
      bidderNumbers: Map<number, number>;
    },
  ) {
    const r = e.result;
    const sealed = r.state.auctionType === 'sealed';
    const label = (userId: number) => `Bidder ${e.bidderNumbers.get(userId) ?? 0}`;
    const leaderId = r.public.leaderUserId;
    // Everyone but the user concerned sees labels, never user ids.
    const base: ServerEventPayload<'bidAddtime'> = {
      id: e.lot.id,
      ...(e.item ? { line_item_id: e.item.id } : {}),
      sequence: r.accepted.sequence,
      status: 'success',
      bpop_cbidder: label(e.bidder.id),
      bpop_higher: leaderId ? label(leaderId) : 0,
      bpop_wprice: r.public.price,
      bpop_bidcount: r.public.bidCount,
      bpop_increment: r.public.increment,
      bpop_nextbid: r.public.nextBid,
      bpop_nextbid_org: r.public.nextBid,
      bpop_belowFive: r.belowFive,
      ...(r.belowFive ? { bpop_belowFiveIncrement: r.dateClosed.toISOString() } : {}),
    };
    const otherLeader = leaderId && leaderId !== e.bidder.id ? leaderId : null;
    rt.emitToLotExceptUser(e.lot.id, otherLeader ? [e.bidder.id, otherLeader] : e.bidder.id, 'bidAddtime', base);
    // The leader (when someone else bid) learns it still leads: its own id, nothing more.
    if (otherLeader) rt.emitToUser(otherLeader, 'bidAddtime', { ...base, bpop_higher: otherLeader });
    const leads = r.bidderLeads;
    rt.emitToUser(e.bidder.id, 'bidAddtime', {
      ...base,
      bpop_cbidder: e.bidder.id,
      ...(leaderId === e.bidder.id ? { bpop_higher: e.bidder.id } : {}),
      bpop_cuser_nextbid: r.bidderNextBid,
      bpop_bidstatus: sealed ? 'Bid placed successfully' : leads ? 'You are the highest bidder' : 'You are losing: another bidder’s maximum is higher',
      bidAmount: r.accepted.maxAmount,
      ...(leads && !sealed ? { bpop_wprice_morehigh: r.private.leaderMaxAmount ?? r.public.price } : {}),
    });
    if (r.belowFive) {
      rt.emitToLot(e.lot.id, 'bid_extended', { id: e.lot.id, date_closed: r.dateClosed.toISOString() });
    }
    if (!sealed && r.public.reserveMet !== null && r.public.reserveMet !== e.wasReserveMet) {
      rt.emitToLot(e.lot.id, 'reservepriceupdate', { id: e.lot.id, ...(e.item ? { line_item_id: e.item.id } : {}), rprice_met: r.public.reserveMet });
    }
  },

  /**
   * A refused bid (api-notes "Realtime"): `bidAddtime` with status 'failed' and the refusal's
   * message as `error`, plus `code` to translate, to the bidder's user room only; the lot's
   * figures as the bid found them. Nobody else learns of it.
   */
  publishRefusal(
    rt: Realtime,
    e: { lot: { id: number }; item: { id: number } | null; view: PublicLotView; bidder: AuthUser; error: AppError; bidderNumbers: Map<number, number> },
  ) {
    const v = e.view;
    const leader = v.leaderUserId;
    const known = leader ? e.bidderNumbers.get(leader) : undefined;
    rt.emitToUser(e.bidder.id, 'bidAddtime', {
      id: e.lot.id,
      ...(e.item ? { line_item_id: e.item.id } : {}),
      status: 'failed',
      error: e.error.message,
      code: e.error.code,
      bpop_cbidder: e.bidder.id,
      bpop_higher: !leader ? 0 : leader === e.bidder.id ? e.bidder.id : known ? `Bidder ${known}` : '',
      bpop_wprice: v.price,
      bpop_bidcount: v.bidCount,
      bpop_increment: v.increment,
      bpop_nextbid: v.nextBid,
      bpop_nextbid_org: v.nextBid,
      bpop_belowFive: 0,
    });
  },
};
