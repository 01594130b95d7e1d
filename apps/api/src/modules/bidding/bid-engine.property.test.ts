/**
 * Property tests: random bid sequences (live and sealed, hard and maximum bids, ties, reserve or
 * none, soft close, refusals) run through the engine and, side by side, through a small reference
 * model that recomputes everything from the full list of accepted bids. Every intermediate state
 * must agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BidInput, BidResult, IncrementTable, LotBidState, PublicLotView, SoftCloseSettings } from './bid-types.js';
import { applyBid, publicView } from './bid-engine.js';
import { closeLot } from './closing.js';
import { T0, TABLE } from './bidding.factory.js';

// ---------------------------------------------------------------------------------------------
// The reference model. Written from the rules in README.md, not from the engine: it keeps no
// leader or price between bids, only the list of accepted bids, and recomputes from it.
// ---------------------------------------------------------------------------------------------

interface RefLot {
  auctionType: 'live' | 'sealed';
  start: number;
  reserve: number | null;
  override: number | null;
  blind: number;
  table: IncrementTable;
  opensAt: number;
  originalCloseAt: number;
  soft: SoftCloseSettings;
}

/** An accepted bid: `amount` is the bid's maximum (a hard or sealed bid's exact amount). */
interface RefBid {
  user: number;
  amount: number;
  hard: boolean;
  seq: number;
}

type RefOutcome =
  | { ok: false; code: string; details: Record<string, number> }
  | {
      ok: true;
      public: PublicLotView;
      leaderUserId: number;
      leaderMax: number;
      accepted: { sequence: number; amount: number; maxAmount: number; hardBid: boolean };
      belowFive: 0 | 1;
      closeAt: number;
    };

function refInc(lot: RefLot, price: number): number {
  if (lot.override !== null && lot.override > 0) return lot.override;
  const band = lot.table.bands.find(
    (b) => b.increment > 0 && b.from_amount <= price && price < (b.to_amount ?? Number.POSITIVE_INFINITY),
  );
  return band ? band.increment : lot.table.defaultIncrement;
}

/** The highest maximum leads; among equal maxima, the earliest. */
function refLeader(bids: readonly RefBid[]): RefBid | null {
  let best: RefBid | null = null;
  for (const bid of bids) {
    if (best === null || bid.amount > best.amount || (bid.amount === best.amount && bid.seq < best.seq)) best = bid;
  }
  return best;
}

/**
 * Live price: the highest of the starting price, every hard bid's amount, every contest's price
 * (a bid against the maximum that led before it: the higher maximum, capped at one increment
 * above the lower one) and, when the leading maximum meets the reserve, the reserve.
 */
function refPrice(lot: RefLot, bids: readonly RefBid[]): number {
  if (lot.auctionType === 'sealed') return lot.start;
  let price = lot.start;
  bids.forEach((bid, k) => {
    if (bid.hard) price = Math.max(price, bid.amount);
    const before = refLeader(bids.slice(0, k));
    if (before !== null && before.user !== bid.user) {
      const hi = Math.max(before.amount, bid.amount);
      const lo = Math.min(before.amount, bid.amount);
      price = Math.max(price, Math.min(hi, lo + refInc(lot, lo)));
    }
  });
  const top = refLeader(bids);
  if (top !== null && lot.reserve !== null && top.amount >= lot.reserve) price = Math.max(price, lot.reserve);
  return price;
}

function refPublic(lot: RefLot, bids: readonly RefBid[]): PublicLotView {
  if (lot.auctionType === 'sealed') {
    return { price: lot.start, nextBid: lot.start, increment: lot.blind, bidCount: bids.length, leaderUserId: null, reserveMet: null };
  }
  const price = refPrice(lot, bids);
  return {
    price,
    nextBid: bids.length === 0 ? lot.start : price + refInc(lot, price),
    increment: refInc(lot, price),
    bidCount: bids.length,
    leaderUserId: refLeader(bids)?.user ?? null,
    reserveMet: lot.reserve === null || (bids.length > 0 && price >= lot.reserve),
  };
}

/** The lowest amount `user` may bid now, and the refusal code below it. */
function refMinimum(lot: RefLot, bids: readonly RefBid[], user: number, hard: boolean): { minimum: number; code: string } {
  if (lot.auctionType === 'sealed') {
    const own = bids.filter((b) => b.user === user).map((b) => b.amount);
    if (own.length === 0) return { minimum: lot.start, code: 'BID_TOO_LOW' };
    return { minimum: Math.max(lot.start, Math.max(...own) + Math.max(lot.blind, 1)), code: 'BID_INCREMENT_TOO_SMALL' };
  }
  const next = refPublic(lot, bids).nextBid;
  const leader = refLeader(bids);
  const raisesOwn = leader !== null && leader.user === user && !hard;
  return { minimum: raisesOwn ? Math.max(next, leader.amount + 1) : next, code: 'BID_TOO_LOW' };
}

function refStep(lot: RefLot, bids: RefBid[], closeAt: number, now: number, bid: BidInput): RefOutcome {
  if (now >= closeAt) return { ok: false, code: 'LOT_CLOSED', details: {} };
  if (now < lot.opensAt) return { ok: false, code: 'LOT_NOT_STARTED', details: {} };
  if (!Number.isSafeInteger(bid.amount) || bid.amount <= 0) return { ok: false, code: 'BID_INVALID', details: {} };
  const { minimum, code } = refMinimum(lot, bids, bid.userId, bid.hardBid);
  if (bid.amount < minimum) {
    const details: Record<string, number> =
      code === 'BID_INCREMENT_TOO_SMALL' ? { minimum, increment: Math.max(lot.blind, 1) } : { minimum };
    return { ok: false, code, details };
  }
  const sealed = lot.auctionType === 'sealed';
  const seq = bids.length + 1;
  const after = [...bids, { user: bid.userId, amount: bid.amount, hard: sealed || bid.hardBid, seq }];
  const view = refPublic(lot, after);
  const leader = refLeader(after);
  if (leader === null) throw new Error('unreachable');

  const { windowSeconds, extensionSeconds, capSeconds } = lot.soft;
  const inWindow = windowSeconds > 0 && closeAt - now <= windowSeconds * 1000;
  const cap = capSeconds === null ? Number.POSITIVE_INFINITY : lot.originalCloseAt + capSeconds * 1000;
  const newCloseAt = inWindow ? Math.max(closeAt, Math.min(now + extensionSeconds * 1000, cap)) : closeAt;
  return {
    ok: true,
    public: view,
    leaderUserId: leader.user,
    leaderMax: leader.amount,
    accepted: {
      sequence: seq,
      amount: sealed ? bid.amount : Math.min(bid.amount, view.price),
      maxAmount: bid.amount,
      hardBid: sealed || bid.hardBid,
    },
    belowFive: inWindow ? 1 : 0,
    closeAt: newCloseAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

type AmountSpec =
  | { kind: 'near'; delta: number } // the bidder's minimum plus a small delta (may be too low)
  | { kind: 'far'; delta: number } // well above the minimum
  | { kind: 'tie' } // exactly the leading maximum (ties, or a leader repeating their maximum)
  | { kind: 'copy'; pick: number } // an amount bid before
  | { kind: 'raw'; value: number }; // malformed amounts

interface Step {
  user: number;
  hard: boolean;
  amount: AmountSpec;
  /** Seconds since the previous bid. */
  dt: number;
}

interface Scenario {
  lot: RefLot;
  steps: Step[];
}

/** Users 1 and 2 share a company; 3 has company 0 (none); 4 none; 5 its own. */
const COMPANY: Record<number, number | null> = { 1: 100, 2: 100, 3: 0, 4: null, 5: 200 };

const randomTable: fc.Arbitrary<IncrementTable> = fc
  .record({
    widths: fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 0, maxLength: 5 }),
    increments: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 6, maxLength: 6 }),
    openTop: fc.boolean(),
    defaultIncrement: fc.integer({ min: 1, max: 5_000 }),
  })
  .map(({ widths, increments, openTop, defaultIncrement }) => {
    let from = 0;
    const bands = widths.map((w, i) => {
      const band = { from_amount: from, to_amount: from + w as number | null, increment: increments[i] ?? 1 };
      from += w;
      return band;
    });
    if (openTop) bands.push({ from_amount: from, to_amount: null, increment: increments[5] ?? 1 });
    return { bands, defaultIncrement };
  });

const amountSpec: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -300, max: 3_000 }).map((delta) => ({ kind: 'near' as const, delta })) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 300_000 }).map((delta) => ({ kind: 'far' as const, delta })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'tie' as const }) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'copy' as const, pick })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(0, -500, 1_000.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2)
      .map((value) => ({ kind: 'raw' as const, value })),
  },
);

const step: fc.Arbitrary<Step> = fc.record({
  user: fc.integer({ min: 1, max: 5 }),
  hard: fc.boolean(),
  amount: amountSpec,
  dt: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 240 })),
});

function scenario(auctionType: 'live' | 'sealed'): fc.Arbitrary<Scenario> {
  return fc
    .record({
      start: fc.integer({ min: 1, max: 50_000 }),
      reserveOffset: fc.option(fc.integer({ min: -20_000, max: 200_000 }), { nil: null }),
      override: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null, freq: 4 }),
      blind: fc.integer({ min: 0, max: 2_000 }),
      table: fc.oneof(fc.constant(TABLE), randomTable),
      opensIn: fc.integer({ min: -100, max: 30 }),
      duration: fc.integer({ min: 60, max: 3_000 }),
      soft: fc.record({
        windowSeconds: fc.integer({ min: 0, max: 600 }),
        extensionSeconds: fc.integer({ min: 0, max: 600 }),
        capSeconds: fc.option(fc.integer({ min: 0, max: 3_600 }), { nil: null }),
      }),
      steps: fc.array(step, { minLength: 1, maxLength: 30 }),
    })
    .map((s) => ({
      lot: {
        auctionType,
        start: s.start,
        reserve: s.reserveOffset === null ? null : Math.max(1, s.start + s.reserveOffset),
        override: s.override,
        blind: s.blind,
        table: s.table,
        opensAt: T0.getTime() + s.opensIn * 1000,
        originalCloseAt: T0.getTime() + s.duration * 1000,
        soft: s.soft,
      },
      steps: s.steps,
    }));
}

function resolveAmount(lot: RefLot, bids: readonly RefBid[], s: Step): number {
  const spec = s.amount;
  switch (spec.kind) {
    case 'near':
      return refMinimum(lot, bids, s.user, s.hard).minimum + spec.delta;
    case 'far':
      return refMinimum(lot, bids, s.user, s.hard).minimum + spec.delta;
    case 'tie':
      return refLeader(bids)?.amount ?? lot.start;
    case 'copy':
      return bids.length === 0 ? lot.start : (bids[spec.pick % bids.length]?.amount ?? lot.start);
    case 'raw':
      return spec.value;
  }
}

interface TraceStep {
  before: LotBidState;
  bid: BidInput;
  result: BidResult;
  expected: RefOutcome;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Runs a scenario through the engine and the reference, step by step. */
function run({ lot, steps }: Scenario): { trace: TraceStep[]; initial: LotBidState; final: LotBidState; bids: RefBid[] } {
  const initial: LotBidState = {
    auctionType: lot.auctionType,
    startingPrice: lot.start,
    currentPrice: lot.start,
    reservePrice: lot.reserve,
    incrementOverride: lot.override,
    blindIncrement: lot.blind,
    bidCount: 0,
    leader: null,
    status: 'open',
    dateAdded: new Date(lot.opensAt),
    dateClosed: new Date(lot.originalCloseAt),
    originalDateClosed: new Date(lot.originalCloseAt),
    now: T0,
    sequence: 0,
  };
  let state = initial;
  const bids: RefBid[] = [];
  let closeAt = lot.originalCloseAt;
  let now = T0.getTime();
  const trace: TraceStep[] = [];
  for (const s of steps) {
    now += s.dt * 1000;
    const own = bids.filter((b) => b.user === s.user).map((b) => b.amount);
    const bid: BidInput = {
      userId: s.user,
      companyId: COMPANY[s.user] ?? null,
      amount: resolveAmount(lot, bids, s),
      hardBid: s.hard,
      previousSealedAmount: own.length === 0 ? null : Math.max(...own),
    };
    const before = deepFreeze({ ...state, now: new Date(now) });
    const expected = refStep(lot, bids, closeAt, now, bid);
    const result = applyBid(before, bid, lot.table, { softClose: lot.soft });
    trace.push({ before, bid, result, expected });
    if (expected.ok) {
      bids.push({ user: bid.userId, amount: bid.amount, hard: lot.auctionType === 'sealed' || bid.hardBid, seq: bids.length + 1 });
      closeAt = expected.closeAt;
    }
    if (result.ok) state = result.state;
  }
  return { trace, initial, final: state, bids };
}

const anyScenario = fc.oneof({ weight: 2, arbitrary: scenario('live') }, { weight: 1, arbitrary: scenario('sealed') });

// ---------------------------------------------------------------------------------------------

describe('bid engine properties', () => {
  it('agrees with the reference model on every step of random live sequences', () => {
    fc.assert(
      fc.property(scenario('live'), (sc) => {
        for (const t of run(sc).trace) expectAgreement(t);
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees with the reference model on every step of random sealed sequences', () => {
    fc.assert(
      fc.property(scenario('sealed'), (sc) => {
        for (const t of run(sc).trace) expectAgreement(t);
      }),
      { numRuns: 1_000 },
    );
  });

  it('closes as the reference says: sold to the leader only when the reserve is met', () => {
    fc.assert(
      fc.property(anyScenario, (sc) => {
        const { final, bids } = run(sc);
        const top = refLeader(bids);
        const reached = sc.lot.auctionType === 'sealed' ? top?.amount : refPrice(sc.lot, bids);
        const sells = top !== null && reached !== undefined && (sc.lot.reserve === null || reached >= sc.lot.reserve);
        expect(closeLot(final)).toEqual(
          sells
            ? { status: 'sold', winnerUserId: top.user, soldPrice: reached }
            : { status: 'closed', winnerUserId: null, soldPrice: null },
        );
      }),
      { numRuns: 1_000 },
    );
  });

  it('never lowers the price, never prices above the leader maximum, never moves the close earlier', () => {
    fc.assert(
      fc.property(anyScenario, (sc) => {
        for (const { before, result } of run(sc).trace) {
          if (!result.ok) continue;
          expect(result.state.currentPrice).toBeGreaterThanOrEqual(before.currentPrice);
          expect(result.state.currentPrice).toBeLessThanOrEqual(result.state.leader?.maxAmount ?? Number.NaN);
          expect(result.accepted.amount).toBeLessThanOrEqual(result.accepted.maxAmount);
          expect(result.dateClosed.getTime()).toBeGreaterThanOrEqual(before.dateClosed.getTime());
          expect(result.state.bidCount).toBe(before.bidCount + 1);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('never reveals the leader maximum in public output', () => {
    const publicKeys = ['bidCount', 'increment', 'leaderUserId', 'nextBid', 'price', 'reserveMet'];
    fc.assert(
      fc.property(anyScenario, fc.integer({ min: 1, max: 10_000_000 }), (sc, otherMax) => {
        for (const { result } of run(sc).trace) {
          if (!result.ok) continue;
          const leader = result.state.leader;
          if (leader === null) throw new Error('an accepted bid leaves a leader');
          expect(Object.keys(result.public).sort()).toEqual(publicKeys);
          expect(result.public).toEqual(publicView(result.state, sc.lot.table));
          // The same public state with any other maximum behind it looks exactly the same.
          const disguised = { ...result.state, leader: { ...leader, maxAmount: Math.max(otherMax, result.state.currentPrice) } };
          expect(publicView(disguised, sc.lot.table)).toEqual(result.public);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('changes nothing when it refuses a bid', () => {
    fc.assert(
      fc.property(anyScenario, (sc) => {
        const { trace, initial, final } = run(sc);
        for (const { before: _before, result } of trace) {
          if (result.ok) continue;
          // `before` is deeply frozen, so a write would have thrown; the answer carries no state.
          expect(Object.keys(result).sort()).toEqual(['code', 'details', 'ok']);
        }
        // Replaying only the accepted bids, at the same moments, ends in the same state.
        let state = initial;
        for (const { before, bid, result } of trace) {
          if (!result.ok) continue;
          const again = applyBid({ ...state, now: before.now }, bid, sc.lot.table, { softClose: sc.lot.soft });
          if (!again.ok) throw new Error(`replay refused ${again.code}`);
          expect(again).toEqual(result);
          state = again.state;
        }
        expect(state).toEqual(final);
      }),
      { numRuns: 1_000 },
    );
  });
});

/** One comparable summary per step; `expect` (slow) only runs to show a difference. */
function expectAgreement({ bid, result, expected }: TraceStep): void {
  const actual = result.ok
    ? {
        ok: true,
        public: result.public,
        accepted: result.accepted,
        private: result.private,
        leaderCompanyId: result.state.leader?.companyId ?? null,
        belowFive: result.belowFive,
        dateClosed: result.dateClosed.getTime(),
        stateDateClosed: result.state.dateClosed.getTime(),
      }
    : result;
  const wanted = expected.ok
    ? {
        ok: true,
        public: expected.public,
        accepted: expected.accepted,
        private: { leaderUserId: expected.leaderUserId, leaderMaxAmount: expected.leaderMax },
        leaderCompanyId: COMPANY[expected.leaderUserId] ?? null,
        belowFive: expected.belowFive,
        dateClosed: expected.closeAt,
        stateDateClosed: expected.closeAt,
      }
    : { ok: false, code: expected.code, details: expected.details };
  if (JSON.stringify(actual) !== JSON.stringify(wanted)) expect(actual, JSON.stringify(bid)).toEqual(wanted);
}
