/** Shared test fixtures of the market: a fixed clock and the usual increment table (service and engine unit tests). */
import type { IncrementTable } from '../modules/bidding/index.js';

export const T0 = new Date('2030-01-01T12:00:00Z');
export const at = (secondsFromT0: number): Date => new Date(T0.getTime() + secondsFromT0 * 1000);

/** $5 under $100, $10 under $1,000, $25 from $1,000; $10 where no band applies. */
export const TABLE: IncrementTable = {
  bands: [
    { from_amount: 0, to_amount: 10_000, increment: 500 },
    { from_amount: 10_000, to_amount: 100_000, increment: 1_000 },
    { from_amount: 100_000, to_amount: null, increment: 2_500 },
  ],
  defaultIncrement: 1_000,
};
