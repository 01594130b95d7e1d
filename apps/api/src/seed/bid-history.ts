import type { Rng } from './prng.js';
import { bidLadder, incrementFor } from './prices.js';
import { BIDDER_COUNT, type BidState, type BidderIndex, type GenBid } from './types.js';

/** A slot at the end of a bid sequence: a given bidder, or any anonymous one. */
export type TailSlot = BidderIndex | 'anon';

const anonymous = (rng: Rng) => rng.int(2, BIDDER_COUNT - 1);

/**
 * Who placed each of `count` bids: anonymous buyers, with `tail` forced at the end
 * (so the demo buyers lead, are outbid, win or lose on chosen lots). Nobody bids
 * twice in a row.
 */
export function assignBidders(rng: Rng, count: number, tail: readonly TailSlot[] = []): BidderIndex[] {
  const slots: TailSlot[] = Array.from({ length: count }, () => 'anon');
  const t = tail.slice(-count);
  t.forEach((s, i) => (slots[count - t.length + i] = s));
  const out: BidderIndex[] = [];
  for (let i = 0; i < count; i++) {
    const s = slots[i]!;
    if (s !== 'anon') {
      out.push(s);
      continue;
    }
    const next = slots[i + 1];
    let b = anonymous(rng);
    while (b === out[i - 1] || b === next) b = anonymous(rng);
    out.push(b);
  }
  return out;
}

/** `count` increasing instants between `from` and `to`, at least a second apart, later ones denser. */
export function bidTimes(rng: Rng, from: Date, to: Date, count: number): Date[] {
  const start = from.getTime();
  const span = Math.max(count * 1000, to.getTime() - start);
  const raw = Array.from({ length: count }, () => Math.sqrt(rng.next())).sort((a, b) => a - b);
  const out: Date[] = [];
  let last = start;
  for (const r of raw) {
    last = Math.max(last + 1000, start + Math.floor(r * span));
    out.push(new Date(last));
  }
  return out;
}

/** Open-outcry bids: an increasing ladder from the starting price, the last bidder leading. */
export function ladderBids(
  rng: Rng,
  o: { start: number; count: number; tail?: readonly TailSlot[]; from: Date; to: Date; lineItem?: number | null; proxyHeadroom?: number },
): GenBid[] {
  const amounts = bidLadder(o.start, o.count, () =>
    rng.weighted([
      [1, 75],
      [2, 18],
      [3, 7],
    ]),
  );
  const bidders = assignBidders(rng, o.count, o.tail);
  const times = bidTimes(rng, o.from, o.to, o.count);
  return amounts.map((ladder, i) => {
    const last = i === amounts.length - 1;
    // A proxy bid stands one increment above the bid it beats, whatever the ladder's step (as the engine rules).
    const amount = last && o.proxyHeadroom && i > 0 ? amounts[i - 1]! + incrementFor(amounts[i - 1]!) : ladder;
    const maxAmount = last && o.proxyHeadroom ? amount + o.proxyHeadroom : amount;
    return {
      bidder: bidders[i]!,
      amount,
      maxAmount,
      hardBid: maxAmount === amount,
      sequence: i + 1,
      createdAt: times[i]!,
      lineItem: o.lineItem ?? null,
    };
  });
}

/**
 * Sealed bids: each bidder bids once or twice (a second bid beats their first by at
 * least the blind increment); amounts are hidden from other bidders.
 */
export function sealedBids(
  rng: Rng,
  o: { start: number; ceiling: number; blindIncrement: number; bidders: readonly BidderIndex[]; from: Date; to: Date },
): GenBid[] {
  const amounts = new Map<BidderIndex, number[]>();
  const dollars = (c: number) => Math.round(c / 100) * 100;
  for (const bidder of o.bidders) {
    const first = dollars(o.start + rng.next() * Math.max(0, o.ceiling - o.start));
    amounts.set(bidder, rng.chance(0.35) ? [first, first + o.blindIncrement * rng.int(1, 3)] : [first]);
  }
  // Deal the bids to random time slots, then give each bidder's slots their amounts in increasing order.
  const slots = rng.shuffle([...amounts].flatMap(([bidder, list]) => list.map(() => bidder)));
  const taken = new Map<BidderIndex, number>();
  const sorted = slots.map((bidder) => {
    const k = taken.get(bidder) ?? 0;
    taken.set(bidder, k + 1);
    return { bidder, amount: amounts.get(bidder)![k]! };
  });
  const times = bidTimes(rng, o.from, o.to, sorted.length);
  return sorted.map((b, i) => ({
    bidder: b.bidder,
    amount: b.amount,
    maxAmount: b.amount,
    hardBid: true,
    sequence: i + 1,
    createdAt: times[i]!,
    lineItem: null,
  }));
}

/** The lot (or sub-lot) state the bids lead to: leader, price, count, and at close the winner. */
export function outcome(
  bids: readonly GenBid[],
  o: { start: number; reserve: number | null; closed: boolean; sealed?: boolean },
): BidState {
  let top: GenBid | undefined;
  for (const b of bids) {
    if (!top || (o.sealed ? b.amount > top.amount : true)) top = b;
  }
  const currentPrice = top?.amount ?? o.start;
  const sold = o.closed && top !== undefined && (o.reserve === null || currentPrice >= o.reserve);
  return {
    currentPrice,
    bidCount: bids.length,
    bidSequence: bids.length,
    leader: top?.bidder ?? null,
    leaderMaxAmount: top?.maxAmount ?? null,
    status: o.closed ? (sold ? 'sold' : 'closed') : 'open',
    winner: sold ? top!.bidder : null,
    soldPrice: sold ? currentPrice : null,
  };
}
