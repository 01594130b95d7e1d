import { describe, expect, it } from 'vitest';
import { CARD_FEE_PERCENT, cardFeeOf } from '../index.js';

describe('cardFeeOf', () => {
  it('adds 3 % rounded to the cent', () => {
    expect(cardFeeOf(100_000, 3)).toBe(3_000);
    expect(cardFeeOf(12_345, 3)).toBe(370);
  });
  it('rounds a half cent up', () => {
    expect(cardFeeOf(50, 3)).toBe(2); // 1.5 cents
    expect(cardFeeOf(350, 3)).toBe(11); // 10.5 cents
    expect(cardFeeOf(49, 3)).toBe(1); // 1.47 cents
  });
  it('takes the spec percent by default', () => {
    expect(CARD_FEE_PERCENT).toBe(3);
    expect(cardFeeOf(12_345)).toBe(370);
  });
});
