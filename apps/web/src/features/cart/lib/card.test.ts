import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isCardNumber, isCvc, parseExpiry } from './card';

describe('card fields', () => {
  it('groups the number by four and checks its Luhn digit', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
  });
  it('takes an expiry MM/YY that is a real month not yet past', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(formatExpiry('1230')).toBe('12/30');
    expect(parseExpiry('12/30', now)).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(parseExpiry('1230', now)).toBeNull();
  });
  it('wants three or four digits of CVC', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc('12a')).toBe(false);
  });
});
