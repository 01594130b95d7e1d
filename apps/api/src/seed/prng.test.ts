import { describe, expect, it } from 'vitest';
import { createRng, mulberry32 } from './prng.js';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(seqA);
  });

  it('gives different sequences for different seeds, all in [0, 1)', () => {
    const a = Array.from({ length: 20 }, mulberry32(1));
    const b = Array.from({ length: 20 }, mulberry32(2));
    expect(a).not.toEqual(b);
    for (const x of [...a, ...b]) expect(x >= 0 && x < 1).toBe(true);
  });

  it('matches the known first outputs of the reference algorithm', () => {
    const next = mulberry32(0);
    expect(Math.floor(next() * 2 ** 32)).toBe(1_144_304_738);
  });
});

describe('createRng', () => {
  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createRng(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });

  it('never picks an entry of zero weight', () => {
    const rng = createRng(11);
    for (let i = 0; i < 500; i++) {
      expect(
        rng.weighted([
          ['a', 1],
          ['never', 0],
          ['b', 3],
        ]),
      ).not.toBe('never');
    }
  });

  it('forks independent streams that depend only on the seed and the label', () => {
    const one = createRng(5);
    one.next();
    one.next();
    const two = createRng(5);
    expect(Array.from({ length: 5 }, one.fork('lot:1').next)).toEqual(Array.from({ length: 5 }, two.fork('lot:1').next));
    expect(one.fork('lot:1').next()).not.toBe(one.fork('lot:2').next());
  });
});
