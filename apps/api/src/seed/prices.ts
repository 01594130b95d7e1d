import { bidIncrementData } from './data/reference.js';

type Band = { from: number; to: number | null; increment: number };

/** The increment (cents) of the band that holds `amount` (cents). */
export function incrementFor(amount: number, bands: readonly Band[] = bidIncrementData): number {
  const band = bands.find((b) => amount >= b.from && (b.to === null || amount < b.to));
  return (band ?? bands[bands.length - 1]!).increment;
}

/** The lowest valid bid after `current` (the table's step above the standing price). */
export const minimumNextBid = (current: number, bands?: readonly Band[]) => current + incrementFor(current, bands);

/**
 * Rounds a price in cents to a figure a seller would ask: whole dollars, then $5,
 * $25 or $100 steps as the price grows. Never below $10.
 */
export function roundPrice(cents: number): number {
  const dollars = Math.max(10, cents / 100);
  const step = dollars < 100 ? 1 : dollars < 1_000 ? 5 : dollars < 10_000 ? 25 : 100;
  return Math.max(1_000, Math.round(dollars / step) * step * 100);
}

/**
 * The amounts of an open-outcry bid ladder: the first bid is the starting price,
 * each next one is at least the table increment above the previous, sometimes a
 * jump of two or three increments.
 */
export function bidLadder(start: number, count: number, jump: () => number): number[] {
  const out: number[] = [];
  let amount = start;
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const steps = Math.max(1, Math.floor(jump()));
      for (let s = 0; s < steps; s++) amount = minimumNextBid(amount);
    }
    out.push(amount);
  }
  return out;
}

/** The number of ladder steps from `start` until an amount reaches `target`. */
export function stepsToReach(start: number, target: number): number {
  let n = 1;
  let amount = start;
  while (amount < target && n < 500) {
    amount = minimumNextBid(amount);
    n++;
  }
  return n;
}

/** Cents as "$1,234.00", for generated text. */
export const formatUsd = (cents: number) => `$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

/** 1234567 as "1,234,567" (Intl is slow to load for a few strings). */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
