import { describe, expect, it } from 'vitest';
import { generateLots, LIVE_LOTS_CLOSING_SOON, lotPlan } from './lot-generator.js';
import { minimumNextBid } from './prices.js';
import { DEMO_BUYER, DEMO_BUYER_2, listingFormats, phases, type GenBid, type GenLot } from './types.js';

const now = new Date('2025-03-14T15:09:00Z');
const lots = generateLots({ now });
const MIN = 60_000;

/** Checks an open-outcry bid history against the state it produced. */
function expectLadder(
  bids: readonly GenBid[],
  state: { currentPrice: number; bidCount: number; leader: number | null; startingPrice: number },
) {
  expect(state.bidCount).toBe(bids.length);
  if (bids.length === 0) {
    expect(state.leader).toBeNull();
    expect(state.currentPrice).toBe(state.startingPrice);
    return;
  }
  expect(bids.map((b) => b.sequence)).toEqual(bids.map((_, i) => i + 1));
  expect(bids[0]!.amount).toBe(state.startingPrice);
  for (let i = 1; i < bids.length; i++) {
    expect(bids[i]!.amount).toBeGreaterThanOrEqual(minimumNextBid(bids[i - 1]!.amount));
    expect(bids[i]!.bidder).not.toBe(bids[i - 1]!.bidder);
    expect(bids[i]!.createdAt.getTime()).toBeGreaterThan(bids[i - 1]!.createdAt.getTime());
  }
  expect(state.currentPrice).toBe(bids.at(-1)!.amount);
  expect(state.leader).toBe(bids.at(-1)!.bidder);
}

describe('generateLots', () => {
  it('is deterministic for a seed and a clock', () => {
    expect(generateLots({ now })).toEqual(lots);
    expect(generateLots({ now, seed: 99 })).not.toEqual(lots);
  });

  it('covers every listing format in every phase, as planned', () => {
    for (const format of listingFormats) {
      for (const phase of phases) {
        expect(lots.filter((l) => l.listingFormat === format && l.phase === phase)).toHaveLength(lotPlan[format][phase]);
      }
    }
    expect(lots.length).toBeGreaterThanOrEqual(250);
    expect(new Set(lots.map((l) => l.auctionType))).toEqual(new Set(['live', 'sealed', 'lineitem']));
    expect(new Set(lots.map((l) => l.status))).toEqual(new Set(['open', 'sold', 'closed']));
  });

  it('places lots in time relative to the clock: open, upcoming and closed', () => {
    for (const l of lots) {
      expect(l.dateClosed.getTime()).toBeGreaterThan(l.dateAdded.getTime());
      if (l.phase === 'open') {
        expect(l.status).toBe('open');
        expect(l.dateAdded.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(l.dateClosed.getTime()).toBeGreaterThan(now.getTime());
      } else if (l.phase === 'upcoming') {
        expect(l.status).toBe('open');
        expect(l.dateAdded.getTime()).toBeGreaterThan(now.getTime());
        expect(l.bidCount).toBe(0);
      } else {
        expect(l.dateClosed.getTime()).toBeLessThan(now.getTime());
        expect(l.closedAt).toEqual(l.dateClosed);
      }
    }
    const endsIn = lots.filter((l) => l.phase === 'open').map((l) => l.dateClosed.getTime() - now.getTime());
    const soonLive = lots.filter(
      (l) => l.listingFormat === 'live' && l.phase === 'open' && l.dateClosed.getTime() - now.getTime() <= 30 * MIN,
    );
    expect(soonLive.length).toBeGreaterThanOrEqual(LIVE_LOTS_CLOSING_SOON);
    for (const l of soonLive) expect(l.dateClosed.getTime() - now.getTime()).toBeGreaterThanOrEqual(5 * MIN);
    expect(endsIn.some((ms) => ms > 60 * MIN && ms < 24 * 60 * MIN)).toBe(true);
    expect(endsIn.some((ms) => ms > 2 * 24 * 60 * MIN)).toBe(true);
  });

  it('keeps every price in whole dollars and the buy-now price above the current price', () => {
    const prices = (l: GenLot) => [
      l.startingPrice,
      l.currentPrice,
      l.reservePrice,
      l.buyNowPrice,
      l.soldPrice,
      ...l.lineItems.flatMap((s) => [s.startingPrice, s.currentPrice, s.reservePrice, s.soldPrice]),
    ];
    for (const l of lots) {
      for (const p of prices(l)) if (p !== null) expect(Number.isInteger(p) && p > 0 && p % 100 === 0).toBe(true);
      if (l.buyNowEnabled && l.listingFormat !== 'pricelock') expect(l.buyNowPrice!).toBeGreaterThan(l.currentPrice);
    }
    for (const l of lots.filter((x) => x.listingFormat === 'pricelock')) {
      expect(l.buyNowEnabled).toBe(true);
      expect(l.currentPrice).toBe(l.startingPrice);
      expect(l.buyNowPrice).toBe(l.startingPrice);
    }
    for (const l of lots.filter((x) => x.listingFormat === 'buynow')) expect(l.buyNowEnabled && l.bidCount === 0).toBe(true);
    expect(lots.filter((l) => l.listingFormat === 'buynow' && l.makeOfferEnabled).length).toBeGreaterThan(0);
    expect(lots.filter((l) => l.reservePrice !== null).length).toBeGreaterThan(0);
  });

  it('makes live bid histories consistent with the lot: increments, leader, price, count, winner', () => {
    for (const l of lots.filter((x) => x.listingFormat === 'live')) {
      expectLadder(l.bids, l);
      if (l.status === 'sold') {
        expect(l.winner).toBe(l.leader);
        expect(l.soldPrice).toBe(l.currentPrice);
        if (l.reservePrice !== null) expect(l.currentPrice).toBeGreaterThanOrEqual(l.reservePrice);
      } else {
        expect(l.winner).toBeNull();
        expect(l.soldPrice).toBeNull();
      }
      if (l.status === 'closed' && l.bidCount > 0) expect(l.currentPrice).toBeLessThan(l.reservePrice!);
    }
    expect(lots.filter((l) => l.listingFormat === 'live' && l.phase === 'open' && l.bidCount > 0).length).toBeGreaterThan(20);
  });

  it('makes sealed lots led by their highest bid, each bidder raising by the blind increment', () => {
    for (const l of lots.filter((x) => x.listingFormat === 'sealed')) {
      expect(l.auctionType).toBe('sealed');
      expect(l.bidCount).toBe(l.bids.length);
      if (l.bids.length === 0) continue;
      const top = Math.max(...l.bids.map((b) => b.amount));
      expect(l.currentPrice).toBe(top);
      expect(l.bids.find((b) => b.amount === top)!.bidder).toBe(l.leader);
      const last = new Map<number, number>();
      for (const b of l.bids) {
        if (last.has(b.bidder)) expect(b.amount).toBeGreaterThanOrEqual(last.get(b.bidder)! + l.blindIncrement);
        last.set(b.bidder, b.amount);
      }
      if (l.status === 'sold') expect(l.winner).toBe(l.leader);
    }
  });

  it('gives line-item lots 5 to 60 sub-lots, each with its own prices and bids', () => {
    for (const l of lots.filter((x) => x.listingFormat === 'lineitem')) {
      expect(l.lineItems.length).toBeGreaterThanOrEqual(5);
      expect(l.lineItems.length).toBeLessThanOrEqual(60);
      expect(l.lineItems.map((s) => s.subLotNumber)).toEqual(l.lineItems.map((_, i) => i + 1));
      expect(l.qty).toBe(l.lineItems.reduce((s, x) => s + x.qty, 0));
      expect(l.bidCount).toBe(l.bids.length);
      l.lineItems.forEach((s, i) => {
        const own = l.bids.filter((b) => b.lineItem === i);
        expectLadder(own, s);
        if (s.status === 'sold') expect(s.winner).toBe(s.leader);
      });
      if (l.phase === 'sold') expect(l.lineItems.some((s) => s.status === 'sold')).toBe(true);
      if (l.phase === 'open') expect(l.lineItems.every((s) => s.status === 'open')).toBe(true);
    }
    for (const l of lots.filter((x) => x.listingFormat !== 'lineitem')) expect(l.lineItems).toHaveLength(0);
  });

  it('fills manifests, images and text for every lot', () => {
    for (const l of lots) {
      expect(l.manifest.length).toBeGreaterThanOrEqual(5);
      expect(l.manifest.length).toBeLessThanOrEqual(40);
      for (const m of l.manifest) expect(m.qty).toBeGreaterThan(0);
      expect(l.imageCount).toBeGreaterThanOrEqual(2);
      expect(l.imageCount).toBeLessThanOrEqual(4);
      expect(l.title.length).toBeGreaterThan(20);
      expect(l.description).toMatch(/^<h3>/);
      if (l.termsRequired) expect(l.termsHtml).toMatch(/<p>/);
      else expect(l.termsHtml).toBe('');
    }
    expect(lots.some((l) => l.attachments.length > 0)).toBe(true);
    expect(lots.some((l) => l.regionId !== 1)).toBe(true);
    expect(lots.filter((l) => l.country === 'United States').length).toBeGreaterThan(lots.length / 2);
  });

  it('gives the demo buyers lots they lead, lots they were outbid on, wins, losses and a watch list', () => {
    const bidOn = (b: number) => lots.filter((l) => l.bids.some((x) => x.bidder === b && x.lineItem === null));
    for (const buyer of [DEMO_BUYER, DEMO_BUYER_2]) {
      const open = bidOn(buyer).filter((l) => l.status === 'open');
      expect(open.some((l) => l.leader === buyer)).toBe(true);
      expect(open.some((l) => l.leader !== buyer)).toBe(true);
      const closed = bidOn(buyer).filter((l) => l.status !== 'open');
      expect(closed.some((l) => l.winner === buyer)).toBe(true);
      expect(closed.some((l) => l.winner !== buyer)).toBe(true);
      expect(lots.some((l) => l.watchers.includes(buyer))).toBe(true);
    }
  });
});
