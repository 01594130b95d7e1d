import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../platform/money-format.js';
import { isCents, isPositiveCents } from './money.js';

describe('money', () => {
  it('formats whole dollars with thousands separators and no cents', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(100)).toBe('$1');
    expect(formatUsd(125_000)).toBe('$1,250');
    expect(formatUsd(100_000_000)).toBe('$1,000,000');
  });

  it('shows two decimals when there are cents', () => {
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(125_050)).toBe('$1,250.50');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatUsd(-125_050)).toBe('-$1,250.50');
  });

  it('refuses to format something that is not integer cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });

  it('accepts only safe integers as cents, and only positive ones as positive cents', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-3)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents('100')).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isPositiveCents(1)).toBe(true);
    expect(isPositiveCents(0)).toBe(false);
    expect(isPositiveCents(-1)).toBe(false);
    expect(isPositiveCents(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
