import { describe, expect, it } from 'vitest';
import { localCounter } from './rate-limit-store.js';

describe('localCounter (the rate limit without Redis, or while Redis does not answer)', () => {
  it('counts per key within a fixed window, then starts again', () => {
    const count = localCounter();
    expect(count('a', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(count('a', 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(count('b', 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(count('a', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps at most its cap of keys, dropping expired windows first', () => {
    const count = localCounter(2);
    count('a', 1_000, 0);
    count('b', 10_000, 0);
    count('c', 10_000, 5_000); // 'a' has expired: dropped, 'b' kept
    expect(count('b', 10_000, 5_000).current).toBe(2);
  });
});
