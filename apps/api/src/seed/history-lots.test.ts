import { describe, expect, it } from 'vitest';
import { generateHistoryLots, HISTORY_DAYS } from './history-lots.js';
import { DEMO_BUYER, DEMO_BUYER_2 } from './types.js';

const now = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

describe('history lots', () => {
  const { history, seller2 } = generateHistoryLots({ now, seed: 7 });

  it('spreads closed lots over the last 90 days, with sales in every month', () => {
    const closed = [...history, ...seller2].filter((l) => l.closedAt);
    const ages = closed.map((l) => (now.getTime() - l.closedAt!.getTime()) / DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(HISTORY_DAYS);
    for (const band of [0, 30, 60]) expect(ages.some((a) => a >= band && a < band + 30)).toBe(true);
    expect(closed.filter((l) => l.status === 'sold').length).toBeGreaterThan(100);
  });

  it('involves no demo buyer and lists manifests with unit retail prices', () => {
    const all = [...history, ...seller2];
    const demo = (b: number | null) => b === DEMO_BUYER || b === DEMO_BUYER_2;
    expect(all.filter((l) => demo(l.winner) || demo(l.leader) || l.bids.some((b) => demo(b.bidder)) || l.watchers.length)).toEqual([]);
    const standard = all.filter((l) => l.listingFormat !== 'lineitem');
    expect(standard.every((l) => l.manifest.every((m) => m.unitRetail !== null && m.unitRetail > 0))).toBe(true);
  });

  it('gives the second seller open lots that take offers', () => {
    expect(seller2.filter((l) => l.phase === 'open' && l.makeOfferEnabled).length).toBeGreaterThan(1);
  });

  it('is deterministic', () => {
    expect(generateHistoryLots({ now, seed: 7 })).toEqual({ history, seller2 });
  });
});
