import { describe, expect, it } from 'vitest';
import { checkBid, digitsOnly, dollarsToCents, groupDigits, minimumDollars, stepDollars } from './bid-amount';

describe('bid amount field', () => {
  it('keeps digits only, without leading zeros, at most nine', () => {
    expect(digitsOnly('$1,250.99')).toBe('125099');
    expect(digitsOnly('00042')).toBe('42');
    expect(digitsOnly('0')).toBe('0');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('12345678901')).toBe('123456789');
  });

  it('shows thousands separators in the interface language', () => {
    expect(groupDigits('1250000', 'en')).toBe('1,250,000');
    expect(groupDigits('1250000', 'de')).toBe('1.250.000');
    expect(groupDigits('', 'en')).toBe('');
  });

  it('steps by one dollar and never below zero; an empty field starts at the minimum', () => {
    expect(stepDollars('10', 1, 0)).toBe('11');
    expect(stepDollars('0', -1, 0)).toBe('0');
    expect(stepDollars('', 1, 125_050)).toBe('1251');
    expect(stepDollars('', -1, 125_000)).toBe('0');
  });

  it('converts whole dollars to cents and rounds a minimum up to whole dollars', () => {
    expect(dollarsToCents(1250)).toBe(125_000);
    expect(minimumDollars(125_000)).toBe(1250);
    expect(minimumDollars(125_001)).toBe(1251);
  });

  it('rejects an empty amount and one below the next bid', () => {
    expect(checkBid('', 100)).toEqual({ kind: 'empty' });
    expect(checkBid('0', 100)).toEqual({ kind: 'empty' });
    expect(checkBid('1249', 125_000)).toEqual({ kind: 'tooLow', minimum: 125_000 });
    expect(checkBid('1250', 125_000)).toBeNull();
  });
});
