import { describe, expect, it } from 'vitest';
import type { IncrementTable } from './bid-types.js';
import { buildLotState, TABLE } from './bidding.factory.js';
import { incrementFor, nextBid } from './increments.js';

describe('incrementFor', () => {
  it('uses the band whose from_amount is inclusive and to_amount exclusive', () => {
    expect(incrementFor(0, TABLE)).toBe(500);
    expect(incrementFor(9_999, TABLE)).toBe(500);
    expect(incrementFor(10_000, TABLE)).toBe(1_000);
    expect(incrementFor(99_999, TABLE)).toBe(1_000);
  });

  it('treats a null to_amount as an open top band', () => {
    expect(incrementFor(100_000, TABLE)).toBe(2_500);
    expect(incrementFor(900_000_000, TABLE)).toBe(2_500);
  });

  it('falls back to the default increment when no band covers the price', () => {
    const gappy: IncrementTable = {
      bands: [
        { from_amount: 1_000, to_amount: 5_000, increment: 100 },
        { from_amount: 6_000, to_amount: 9_000, increment: 200 },
      ],
      defaultIncrement: 777,
    };
    expect(incrementFor(999, gappy)).toBe(777);
    expect(incrementFor(5_500, gappy)).toBe(777);
    expect(incrementFor(9_000, gappy)).toBe(777);
    expect(incrementFor(1_000, { bands: [], defaultIncrement: 50 })).toBe(50);
  });

  it('lets the per-lot override replace the table', () => {
    expect(incrementFor(50, TABLE, 123)).toBe(123);
    expect(incrementFor(500_000, TABLE, 123)).toBe(123);
  });

  it('ignores an override that is null or not positive', () => {
    expect(incrementFor(50, TABLE, null)).toBe(500);
    expect(incrementFor(50, TABLE, 0)).toBe(500);
  });

  it('skips a band with a non-positive increment', () => {
    const broken: IncrementTable = { bands: [{ from_amount: 0, to_amount: null, increment: 0 }], defaultIncrement: 10 };
    expect(incrementFor(100, broken)).toBe(10);
  });

  it('takes the first listed band when bands overlap', () => {
    const overlapping: IncrementTable = {
      bands: [
        { from_amount: 0, to_amount: 1_000, increment: 10 },
        { from_amount: 500, to_amount: 2_000, increment: 20 },
      ],
      defaultIncrement: 1,
    };
    expect(incrementFor(700, overlapping)).toBe(10);
    expect(incrementFor(1_200, overlapping)).toBe(20);
  });
});

describe('nextBid', () => {
  const leader = { userId: 1, companyId: null, maxAmount: 50_000, placedSeq: 1 };

  it('is the starting price while there is no bid', () => {
    expect(nextBid(buildLotState({ startingPrice: 7_000, currentPrice: 7_000 }), TABLE)).toBe(7_000);
  });

  it('is the current price plus the increment of its band once someone bids', () => {
    expect(nextBid(buildLotState({ currentPrice: 9_500, leader, bidCount: 1 }), TABLE)).toBe(10_000);
    expect(nextBid(buildLotState({ currentPrice: 10_000, leader, bidCount: 1 }), TABLE)).toBe(11_000);
    expect(nextBid(buildLotState({ currentPrice: 120_000, leader, bidCount: 1 }), TABLE)).toBe(122_500);
  });

  it('uses the lot override instead of the table', () => {
    expect(nextBid(buildLotState({ currentPrice: 10_000, leader, bidCount: 1, incrementOverride: 300 }), TABLE)).toBe(10_300);
  });

  it('stays the starting price on a sealed lot whatever was bid', () => {
    expect(nextBid(buildLotState({ auctionType: 'sealed', leader, bidCount: 4 }), TABLE)).toBe(10_000);
  });
});
