import { describe, expect, it } from 'vitest';
import type { BidInput, BidResult, LotBidState } from './bid-types.js';
import { at, buildBid, buildLotState, NO_SOFT_CLOSE, TABLE } from './bidding.factory.js';
import { applyBid, publicView } from './bid-engine.js';

type Accepted = Extract<BidResult, { ok: true }>;

/** Applies bids in order; every one must be accepted. Returns the last result. */
function place(state: LotBidState, ...bids: BidInput[]): Accepted {
  let last: Accepted | null = null;
  for (const bid of bids) {
    const result = applyBid(last?.state ?? state, bid, TABLE, NO_SOFT_CLOSE);
    if (!result.ok) throw new Error(`bid ${JSON.stringify(bid)} refused: ${result.code}`);
    last = result;
  }
  if (last === null) throw new Error('no bids');
  return last;
}

const proxy = (userId: number, amount: number) => buildBid(userId, amount);
const hard = (userId: number, amount: number) => buildBid(userId, amount, { hardBid: true });

describe('applyBid: live proxy resolution', () => {
  it('stands a first maximum bid at the starting price and keeps the maximum private', () => {
    const r = place(buildLotState(), proxy(1, 50_000));
    expect(r.public).toEqual({ price: 10_000, nextBid: 11_000, increment: 1_000, bidCount: 1, leaderUserId: 1, reserveMet: true });
    expect(r.private).toEqual({ leaderUserId: 1, leaderMaxAmount: 50_000 });
    expect(r.accepted).toEqual({ sequence: 1, amount: 10_000, maxAmount: 50_000, hardBid: false });
    expect(JSON.stringify(r.public)).not.toContain('50000');
  });

  it('stands a first hard bid at exactly its amount', () => {
    const r = place(buildLotState(), hard(1, 15_000));
    expect(r.state.currentPrice).toBe(15_000);
    expect(r.accepted).toEqual({ sequence: 1, amount: 15_000, maxAmount: 15_000, hardBid: true });
  });

  it('answers a lower maximum with one increment above it, and the leader stays', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 30_000));
    expect(r.state.currentPrice).toBe(31_000);
    expect(r.public.leaderUserId).toBe(1);
    expect(r.accepted.amount).toBe(30_000);
    expect(r.bidderLeads).toBe(false);
  });

  it('never answers above the leader maximum', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 49_500));
    expect(r.state.currentPrice).toBe(50_000);
    expect(r.public.leaderUserId).toBe(1);
  });

  it('keeps the earlier of two equal maxima in the lead, at that maximum', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 50_000));
    expect(r.public.leaderUserId).toBe(1);
    expect(r.state.currentPrice).toBe(50_000);
    expect(r.state.leader?.placedSeq).toBe(1);
  });

  it('gives the lead to a higher maximum at one increment above the old maximum', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 80_000));
    expect(r.public.leaderUserId).toBe(2);
    expect(r.state.currentPrice).toBe(51_000);
    expect(r.private.leaderMaxAmount).toBe(80_000);
    expect(r.accepted.amount).toBe(51_000);
    expect(r.bidderLeads).toBe(true);
  });

  it('caps the new price at the new leader maximum when it beats the old one by less than an increment', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 50_500));
    expect(r.public.leaderUserId).toBe(2);
    expect(r.state.currentPrice).toBe(50_500);
  });

  it('adds the increment of the band of the beaten maximum, not of the old price', () => {
    const beaten = place(buildLotState(), proxy(1, 100_000), proxy(2, 150_000));
    expect(beaten.state.currentPrice).toBe(102_500);
    const answered = place(buildLotState(), proxy(1, 200_000), proxy(2, 99_500));
    expect(answered.state.currentPrice).toBe(100_500);
  });

  it('does not move the price when the leader raises their own maximum', () => {
    const before = place(buildLotState(), proxy(1, 50_000), proxy(2, 30_000));
    const r = place(before.state, proxy(1, 90_000));
    expect(r.state.currentPrice).toBe(31_000);
    expect(r.private.leaderMaxAmount).toBe(90_000);
    expect(r.public.bidCount).toBe(3);
    expect(r.accepted).toEqual({ sequence: 3, amount: 31_000, maxAmount: 90_000, hardBid: false });
  });

  it('uses the lot increment override in resolution and in the next bid', () => {
    const r = place(buildLotState({ incrementOverride: 250 }), proxy(1, 50_000), proxy(2, 30_000));
    expect(r.state.currentPrice).toBe(30_250);
    expect(r.public.nextBid).toBe(30_500);
    expect(r.public.increment).toBe(250);
  });

  it('numbers accepted bids from the state sequence', () => {
    const r = place(buildLotState({ sequence: 41 }), proxy(1, 50_000));
    expect(r.accepted.sequence).toBe(42);
    expect(r.state.sequence).toBe(42);
  });
});

describe('applyBid: reserve', () => {
  const reserved = buildLotState({ reservePrice: 30_000 });

  it('lifts the price to the reserve when the leader maximum meets it', () => {
    const r = place(reserved, proxy(1, 50_000));
    expect(r.state.currentPrice).toBe(30_000);
    expect(r.public.reserveMet).toBe(true);
  });

  it('leaves the price alone when the leader maximum is below the reserve', () => {
    const r = place(reserved, proxy(1, 29_999));
    expect(r.state.currentPrice).toBe(10_000);
    expect(r.public.reserveMet).toBe(false);
  });

  it('lifts to the reserve when the leader raises their maximum past it', () => {
    const r = place(reserved, proxy(1, 20_000), proxy(1, 30_000));
    expect(r.state.currentPrice).toBe(30_000);
    expect(r.public.reserveMet).toBe(true);
  });

  it('resolves contests above the reserve as usual', () => {
    const r = place(reserved, proxy(1, 50_000), proxy(2, 35_000));
    expect(r.state.currentPrice).toBe(36_000);
  });

  it('is met by the first bid when the reserve is at or below the starting price', () => {
    const r = place(buildLotState({ reservePrice: 5_000 }), proxy(1, 50_000));
    expect(r.state.currentPrice).toBe(10_000);
    expect(r.public.reserveMet).toBe(true);
  });

  it('is not met before any bid', () => {
    expect(publicView(reserved, TABLE).reserveMet).toBe(false);
  });
});

describe('applyBid: hard bids', () => {
  const led = () => place(buildLotState(), proxy(1, 50_000)).state;

  it('takes the lead at exactly its amount when above the leader maximum', () => {
    const r = place(led(), hard(2, 70_000));
    expect(r.public.leaderUserId).toBe(2);
    expect(r.state.currentPrice).toBe(70_000);
    expect(r.private.leaderMaxAmount).toBe(70_000);
  });

  it('is answered by the leader proxy when at or below the leader maximum', () => {
    expect(place(led(), hard(2, 30_000)).state.currentPrice).toBe(31_000);
    const equal = place(led(), hard(2, 50_000));
    expect(equal.public.leaderUserId).toBe(1);
    expect(equal.state.currentPrice).toBe(50_000);
  });

  it('has a maximum equal to its amount, so a later maximum beats it by one increment', () => {
    const r = place(buildLotState(), hard(1, 15_000), proxy(2, 40_000));
    expect(r.public.leaderUserId).toBe(2);
    expect(r.state.currentPrice).toBe(16_000);
  });

  it('from the leader raises the price to its amount and keeps a higher maximum', () => {
    const r = place(led(), hard(1, 20_000));
    expect(r.state.currentPrice).toBe(20_000);
    expect(r.private.leaderMaxAmount).toBe(50_000);
    expect(r.state.leader?.placedSeq).toBe(1);
  });

  it('from the leader above their maximum makes it the new maximum', () => {
    const r = place(led(), hard(1, 60_000));
    expect(r.state.currentPrice).toBe(60_000);
    expect(r.private.leaderMaxAmount).toBe(60_000);
  });
});

describe('applyBid: refusals and purity', () => {
  it('returns the refusal code and details and no state', () => {
    const r = applyBid(buildLotState(), proxy(1, 9_000), TABLE, NO_SOFT_CLOSE);
    expect(r).toEqual({ ok: false, code: 'BID_TOO_LOW', details: { minimum: 10_000 } });
  });

  it('never modifies the state it is given', () => {
    const state = buildLotState();
    const copy = structuredClone(state);
    place(state, proxy(1, 50_000));
    applyBid(state, proxy(1, 1), TABLE, NO_SOFT_CLOSE);
    expect(state).toEqual(copy);
  });

  it('gives the bidder the public next bid', () => {
    const r = place(buildLotState(), proxy(1, 50_000), proxy(2, 30_000));
    expect(r.bidderNextBid).toBe(r.public.nextBid);
  });
});

describe('applyBid: soft close', () => {
  const settings = { softClose: { windowSeconds: 300, extensionSeconds: 120, capSeconds: 3_600 } };

  it('extends the close when the bid lands in the closing window', () => {
    const state = buildLotState({ now: at(3_550) });
    const r = applyBid(state, proxy(1, 50_000), TABLE, settings);
    if (!r.ok) throw new Error(r.code);
    expect(r.belowFive).toBe(1);
    expect(r.dateClosed).toEqual(at(3_670));
    expect(r.state.dateClosed).toEqual(at(3_670));
  });

  it('leaves the close alone earlier in the auction', () => {
    const r = applyBid(buildLotState(), proxy(1, 50_000), TABLE, settings);
    if (!r.ok) throw new Error(r.code);
    expect(r.belowFive).toBe(0);
    expect(r.dateClosed).toEqual(at(3_600));
  });
});
