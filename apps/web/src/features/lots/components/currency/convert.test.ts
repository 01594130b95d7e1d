import { describe, expect, it } from 'vitest';
import { convertCents, digitsOnly, landedCostPerUnit } from './convert';

const rates = [
  { code: 'USD', perEur: 1.08 },
  { code: 'GBP', perEur: 0.85 },
  { code: 'JPY', perEur: 160 },
  { code: 'BAD', perEur: 0 },
];

describe('convertCents', () => {
  it('converts through EUR', () => {
    expect(convertCents(10_800, 'USD', 'EUR', rates)).toBe(10_000);
    expect(convertCents(10_000, 'EUR', 'GBP', rates)).toBe(8_500);
    expect(convertCents(10_800, 'USD', 'GBP', rates)).toBe(8_500);
    expect(convertCents(100, 'USD', 'JPY', rates)).toBe(14_800); // ¥148.15 → ¥148: the yen has no minor unit
  });
  it('answers the same amount for the same currency, null for a missing or broken rate', () => {
    expect(convertCents(123, 'USD', 'USD', rates)).toBe(123);
    expect(convertCents(100, 'USD', 'XYZ', rates)).toBeNull();
    expect(convertCents(100, 'BAD', 'USD', rates)).toBeNull();
  });
});

describe('landedCostPerUnit', () => {
  const base = { priceCents: 100_000, qty: 20, byCard: false, cardFeePercent: 3, sellerShips: false, shippingFeeCents: 7_500 };
  it('is price ÷ quantity when the buyer ships and pays by wire', () => {
    expect(landedCostPerUnit(base)).toBe(5_000);
  });
  it('adds shipping when the seller ships, and the 3 % card fee when by card', () => {
    expect(landedCostPerUnit({ ...base, sellerShips: true })).toBe(5_375);
    expect(landedCostPerUnit({ ...base, byCard: true })).toBe(5_150);
    // (1000.00 + 75.00) × 1.03 ÷ 20 = 55.36 (55.3625 rounded to the cent)
    expect(landedCostPerUnit({ ...base, sellerShips: true, byCard: true })).toBe(5_536);
  });
  it('rounds to the cent and never divides by zero', () => {
    expect(landedCostPerUnit({ ...base, priceCents: 1_000, qty: 3 })).toBe(333);
    expect(landedCostPerUnit({ ...base, qty: 0 })).toBe(100_000);
  });
});

describe('digitsOnly', () => {
  it('keeps digits only, without leading zeros', () => {
    expect(digitsOnly('1,2a50')).toBe('1250');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('0')).toBe('0');
    expect(digitsOnly('-3.5e2')).toBe('352');
    expect(digitsOnly('')).toBe('');
  });
});
