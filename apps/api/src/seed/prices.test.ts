import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidLadder, formatUsd, incrementFor, minimumNextBid, roundPrice } from './prices.js';
import { bidIncrementData } from './data/reference.js';

describe('incrementFor', () => {
  it('uses the band that holds the price, upper bounds exclusive', () => {
    expect(incrementFor(0)).toBe(100);
    expect(incrementFor(9_999)).toBe(100);
    expect(incrementFor(10_000)).toBe(500);
    expect(incrementFor(49_999)).toBe(500);
    expect(incrementFor(50_000)).toBe(1_000);
    expect(incrementFor(100_000)).toBe(2_500);
    expect(incrementFor(500_000)).toBe(10_000);
    expect(incrementFor(2_499_999)).toBe(10_000);
    expect(incrementFor(2_500_000)).toBe(25_000);
    expect(incrementFor(900_000_000)).toBe(25_000);
  });

  it('has contiguous bands from zero with an open top band', () => {
    expect(bidIncrementData[0]!.from).toBe(0);
    for (let i = 1; i < bidIncrementData.length; i++) expect(bidIncrementData[i]!.from).toBe(bidIncrementData[i - 1]!.to);
    expect(bidIncrementData.at(-1)!.to).toBeNull();
  });
});

describe('roundPrice', () => {
  it('answers whole dollars of at least $10, in steps that grow with the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (cents) => {
        const p = roundPrice(cents);
        expect(Number.isInteger(p)).toBe(true);
        expect(p % 100).toBe(0);
        expect(p).toBeGreaterThanOrEqual(1_000);
        const dollars = p / 100;
        if (dollars >= 10_000) expect(dollars % 100).toBe(0);
        else if (dollars >= 1_000) expect(dollars % 25).toBe(0);
        else if (dollars >= 100) expect(dollars % 5).toBe(0);
      }),
    );
    expect(roundPrice(123_456)).toBe(122_500); // $1,234.56 in $25 steps
    expect(roundPrice(4_321)).toBe(4_300);
  });
});

describe('bidLadder', () => {
  it('starts at the starting price and climbs by at least the table increment each bid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 200_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 40, maxLength: 40 }),
        (dollars, count, jumps) => {
          const start = dollars * 100;
          let j = 0;
          const ladder = bidLadder(start, count, () => jumps[j++]!);
          expect(ladder).toHaveLength(count);
          expect(ladder[0]).toBe(start);
          for (let i = 1; i < ladder.length; i++) {
            expect(ladder[i]! % 100).toBe(0);
            expect(ladder[i]!).toBeGreaterThanOrEqual(minimumNextBid(ladder[i - 1]!));
          }
        },
      ),
    );
  });
});

describe('formatUsd', () => {
  it('formats cents with grouping and two decimals', () => {
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(1_000)).toBe('$10.00');
  });
});
