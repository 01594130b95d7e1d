import { describe, expect, it } from 'vitest';
import {
  CARD_FEE_PERCENT,
  medianCents,
  suggestedStartingPrice,
  cartChargeOf,
  chargeOf,
  convertCents,
  currencyFractionDigits,
  divideHalfUp,
  dueDateOf,
  formatAmount,
  invoiceTotalOf,
  isOverdue,
  landedCostPerUnit,
  percentOf,
  priceLockOf,
  roundToCurrency,
  shippingFeeOf,
  toCents,
  toCurrencyUnits,
} from './money.js';
import { maxCents } from '../common.js';

/** Every currency the converter offers (apps/api/src/seed/data/reference.ts), with its decimals. */
const converterCurrencies: [code: string, digits: number, perEur: number][] = [
  ['EUR', 2, 1],
  ['USD', 2, 1.08],
  ['GBP', 2, 0.85],
  ['CNY', 2, 7.82],
  ['BRL', 2, 5.93],
  ['CAD', 2, 1.47],
  ['JPY', 0, 162.4],
  ['CHF', 2, 0.95],
  ['AUD', 2, 1.64],
  ['INR', 2, 90.15],
  ['MXN', 2, 19.62],
  ['PLN', 2, 4.31],
  ['SEK', 2, 11.42],
  ['NOK', 2, 11.69],
  ['DKK', 2, 7.46],
  ['ZAR', 2, 19.85],
];
const rates = converterCurrencies.map(([code, , perEur]) => ({ code, perEur }));

describe('divideHalfUp', () => {
  it.each([
    [0, 100, 0],
    [49, 100, 0],
    [50, 100, 1], // exactly half: up
    [51, 100, 1],
    [149, 100, 1],
    [150, 100, 2],
    [250, 100, 3], // half up, not half to even
    [99, 100, 1],
    [100, 100, 1],
    [7, 2, 4],
    [6, 2, 3],
    [5, 3, 2], // 1.67
    [4, 3, 1], // 1.33
    [-50, 100, 0], // half up goes towards +∞
    [-51, 100, -1],
    [-150, 100, -1],
    [maxCents * 3, 100, maxCents * 0.03],
    [maxCents * 3 + 50, 100, maxCents * 0.03 + 1],
  ])('%d / %d → %d', (n, d, q) => {
    expect(divideHalfUp(n, d)).toBe(q);
  });
});

describe('percentOf and the card fee', () => {
  it.each([
    // cents, percent, fee: every half-cent boundary of 3 %
    [0, 3, 0],
    [16, 3, 0], // 0.48
    [17, 3, 1], // 0.51
    [50, 3, 2], // 1.5 → 2
    [49, 3, 1], // 1.47
    [83, 3, 2], // 2.49
    [84, 3, 3], // 2.52
    [150, 3, 5], // 4.5 → 5
    [350, 3, 11], // 10.5 → 11
    [12_345, 3, 370], // 370.35
    [100_000, 3, 3_000],
    [maxCents, 3, 30_000_000_000],
    [maxCents - 1, 3, 30_000_000_000], // 29,999,999,999.97
    [1_000, 0, 0],
    [1_000, 100, 1_000],
    [1_050, 10, 105],
    [1_055, 10, 106], // 105.5 → 106
  ])('%d cents at %d %% → %d', (cents, percent, fee) => {
    expect(percentOf(cents, percent)).toBe(fee);
    expect(chargeOf({ amount: cents, shippingFee: 0 }, 'card', percent).cardFee).toBe(fee);
  });
  it('is 3 % by default', () => {
    expect(CARD_FEE_PERCENT).toBe(3);
    expect(chargeOf({ amount: 50, shippingFee: 0 }, 'card').cardFee).toBe(2);
  });
});

describe('shippingFeeOf', () => {
  it.each([
    // buyerShips, lotFee, siteFee, fee
    [true, 2_500, 1_000, 0],
    [true, null, 1_000, 0],
    [true, undefined, 1_000, 0],
    [false, 2_500, 1_000, 2_500], // the lot's own fee wins
    [false, 0, 1_000, 0], // a lot that ships free
    [false, null, 1_000, 1_000], // else the site's
    [false, undefined, 1_000, 1_000],
    [false, null, 0, 0],
  ])('buyer ships %s, lot fee %s, site fee %d → %d', (buyerShips, lotFee, siteFee, fee) => {
    expect(shippingFeeOf({ buyerShips, lotFee, siteFee })).toBe(fee);
  });
});

describe('chargeOf: one invoice', () => {
  it('charges the card fee on amount + shipping, half up', () => {
    // $123.45 + $25.00 shipping = $148.45; 3 % = 445.35 cents → 445
    expect(chargeOf({ amount: 12_345, shippingFee: 2_500 }, 'card')).toEqual({ amount: 12_345, shippingFee: 2_500, due: 14_845, cardFee: 445, total: 15_290 });
    // $100 + $0.50 = 10050; 3 % = 301.5 → 302 (on the amount alone it would be 300)
    expect(chargeOf({ amount: 10_000, shippingFee: 50 }, 'card')).toEqual({ amount: 10_000, shippingFee: 50, due: 10_050, cardFee: 302, total: 10_352 });
  });
  it('charges no fee by wire', () => {
    expect(chargeOf({ amount: 12_345, shippingFee: 2_500 }, 'wire')).toEqual({ amount: 12_345, shippingFee: 2_500, due: 14_845, cardFee: 0, total: 14_845 });
  });
  it('handles zero and the largest amount', () => {
    expect(chargeOf({ amount: 0, shippingFee: 0 }, 'card').total).toBe(0);
    expect(chargeOf({ amount: maxCents, shippingFee: 0 }, 'card').total).toBe(maxCents + 30_000_000_000);
  });
  it('adds the stored columns for an invoice total', () => {
    expect(invoiceTotalOf({ amount: 1_000, shippingFee: 200, cardFee: 36 })).toBe(1_236);
  });
});

describe('cartChargeOf: several invoices', () => {
  it('rounds each invoice fee on its own and sums them', () => {
    const c = cartChargeOf(
      [
        { amount: 50, shippingFee: 0 }, // 1.5 → 2
        { amount: 50, shippingFee: 0 }, // 1.5 → 2 (3 on the sum: it is not the sum's fee)
        { amount: 10_000, shippingFee: 2_500 }, // 375
      ],
      'card',
    );
    expect(c.lines.map((l) => l.cardFee)).toEqual([2, 2, 375]);
    expect(c).toMatchObject({ amount: 12_600, cardFee: 379, total: 12_979 });
  });
  it('charges no fee by wire, and nothing for nothing', () => {
    expect(cartChargeOf([{ amount: 50, shippingFee: 10 }], 'wire')).toMatchObject({ amount: 60, cardFee: 0, total: 60 });
    expect(cartChargeOf([], 'card')).toEqual({ lines: [], amount: 0, cardFee: 0, total: 0 });
  });
  it('takes another percent', () => {
    expect(cartChargeOf([{ amount: 1_000, shippingFee: 0 }], 'card', 10)).toMatchObject({ cardFee: 100, total: 1_100 });
  });
});

describe('due dates', () => {
  const issued = new Date('2026-03-28T15:30:00Z');
  it.each([
    [0, '2026-03-28T15:30:00.000Z'],
    [1, '2026-03-29T15:30:00.000Z'],
    [7, '2026-04-04T15:30:00.000Z'], // across a month and a DST change: UTC days
    [30, '2026-04-27T15:30:00.000Z'],
  ])('%d days → %s', (days, due) => {
    expect(dueDateOf(issued, days).toISOString()).toBe(due);
  });
  it('is overdue only after the due instant', () => {
    const due = new Date('2026-04-04T15:30:00Z');
    expect(isOverdue(due, new Date('2026-04-04T15:29:59.999Z'))).toBe(false);
    expect(isOverdue(due, due)).toBe(false);
    expect(isOverdue(due, new Date('2026-04-04T15:30:00.001Z'))).toBe(true);
  });
});

describe('priceLockOf', () => {
  it.each([
    // unitPrice, stock, sold, qty → remaining, valid, amount, left
    [1_250, 10, 0, 1, 10, true, 1_250, 9],
    [1_250, 10, 0, 10, 10, true, 12_500, 0],
    [1_250, 10, 0, 11, 10, false, 13_750, 10],
    [1_250, 10, 4, 6, 6, true, 7_500, 0],
    [1_250, 10, 4, 7, 6, false, 8_750, 6],
    [1_250, 10, 12, 1, 0, false, 1_250, 0], // oversold: never negative
    [1_250, 10, 0, 0, 10, false, 0, 10],
    [1_250, 10, 0, -1, 10, false, -1_250, 10],
    [1_250, 10, 0, 1.5, 10, false, 1_875, 10],
  ])('%d × (stock %d, sold %d, qty %d)', (unitPrice, stock, sold, qty, remaining, valid, amount, left) => {
    expect(priceLockOf({ unitPrice, stock, sold, qty })).toEqual({ remaining, valid, amount, left });
  });
});

describe('landedCostPerUnit', () => {
  const base = { priceCents: 100_000, qty: 10, byCard: false, cardFeePercent: 3, sellerShips: false, shippingFeeCents: 5_000 };
  it.each([
    [{}, 10_000],
    [{ sellerShips: true }, 10_500],
    [{ byCard: true }, 10_300],
    [{ byCard: true, sellerShips: true }, 10_815], // (100,000 + 5,000) × 1.03 / 10
    [{ qty: 3 }, 33_333],
    [{ qty: 0 }, 100_000], // at least one unit
    [{ priceCents: 5, qty: 2 }, 3], // 2.5 → 3
    [{ priceCents: 7, qty: 3 }, 2], // 2.33 → 2
    [{ priceCents: 0, sellerShips: true, shippingFeeCents: 0 }, 0],
  ])('%o → %d', (over, perUnit) => {
    expect(landedCostPerUnit({ ...base, ...over })).toBe(perUnit);
  });
});

describe('currencies', () => {
  it.each(converterCurrencies)('%s has %d decimals', (code, digits) => {
    expect(currencyFractionDigits(code)).toBe(digits);
  });
  it('takes two decimals for a code Intl refuses, and remembers', () => {
    expect(currencyFractionDigits('not a code')).toBe(2);
    expect(currencyFractionDigits('not a code')).toBe(2);
  });
  it.each([
    [12_349, 'USD', 12_349],
    [12_349, 'JPY', 12_300],
    [12_350, 'JPY', 12_400], // half a yen: up
    [12_351, 'JPY', 12_400],
    [0, 'JPY', 0],
    [99, 'JPY', 100],
    [49, 'JPY', 0],
  ])('%d cents of %s rounds to %d', (cents, code, rounded) => {
    expect(roundToCurrency(cents, code)).toBe(rounded);
  });
  it('converts between units and cents', () => {
    expect(toCurrencyUnits(12_550)).toBe(125.5);
    expect(toCurrencyUnits(6_700)).toBe(67);
    expect(toCurrencyUnits(maxCents)).toBe(10_000_000_000);
    expect(toCents(125.5)).toBe(12_550);
    expect(toCents(0.29)).toBe(29); // 28.999999999999996 before rounding
    expect(toCents(67)).toBe(6_700);
  });
});

describe('convertCents', () => {
  it.each(converterCurrencies)('EUR 100.00 in %s', (code, digits, perEur) => {
    const cents = convertCents(10_000, 'EUR', code, rates)!;
    expect(cents).toBe(digits === 0 ? Math.round(perEur * 100) * 100 : Math.round(perEur * 10_000));
    // and back, within the rounding of the target
    expect(Math.abs(convertCents(cents, code, 'EUR', rates)! - 10_000)).toBeLessThanOrEqual(1);
  });
  it('rounds half up to the target minor unit', () => {
    const r = [{ code: 'AAA', perEur: 1.5 }];
    expect(convertCents(1, 'EUR', 'AAA', r)).toBe(2); // 1.5 → 2
    expect(convertCents(3, 'EUR', 'AAA', r)).toBe(5); // 4.5 → 5
    expect(convertCents(1, 'AAA', 'EUR', r)).toBe(1); // 0.67 → 1
    expect(convertCents(2, 'AAA', 'EUR', [{ code: 'AAA', perEur: 3 }])).toBe(1); // 0.67
    expect(convertCents(1, 'AAA', 'EUR', [{ code: 'AAA', perEur: 3 }])).toBe(0); // 0.33
    expect(convertCents(10_050, 'EUR', 'JPY', [{ code: 'JPY', perEur: 1 }])).toBe(10_100); // ¥100.5 → ¥101
    expect(convertCents(10_049, 'EUR', 'JPY', [{ code: 'JPY', perEur: 1 }])).toBe(10_000);
  });
  it('keeps the amount in its own currency, refuses a missing or non-positive rate', () => {
    expect(convertCents(12_345, 'JPY', 'JPY', rates)).toBe(12_345);
    expect(convertCents(100, 'EUR', 'XXX', rates)).toBeNull();
    expect(convertCents(100, 'XXX', 'EUR', rates)).toBeNull();
    expect(convertCents(100, 'EUR', 'BAD', [{ code: 'BAD', perEur: 0 }])).toBeNull();
    expect(convertCents(100, 'BAD', 'EUR', [{ code: 'BAD', perEur: -2 }])).toBeNull();
    expect(convertCents(100, 'EUR', 'BAD', [{ code: 'BAD', perEur: -2 }])).toBeNull();
  });
  it('handles the largest amount', () => {
    expect(convertCents(maxCents, 'EUR', 'USD', rates)).toBe(1_080_000_000_000);
  });
});

describe('formatAmount', () => {
  it.each([
    [125_000, 'USD', 'en', '$1,250'],
    [125_050, 'USD', 'en', '$1,250.50'],
    [125_050, 'EUR', 'de', '1.250,50 €'],
    [125_000, 'EUR', 'fr', '1 250 €'],
    [0, 'USD', 'en', '$0'],
    [1, 'USD', 'en', '$0.01'],
    [125_049, 'JPY', 'en', '¥1,250'], // whole yen, half up
    [125_050, 'JPY', 'en', '¥1,251'],
    [maxCents, 'USD', 'en', '$10,000,000,000'],
  ])('%d %s in %s → %s', (cents, currency, locale, text) => {
    expect(formatAmount(cents, currency, locale).replace(/\s/g, ' ')).toBe(text.replace(/\s/g, ' '));
  });
  it('formats dollars in English by default, and an unknown code as a number', () => {
    expect(formatAmount(1_999)).toBe('$19.99');
    expect(formatAmount(1_999, 'not a code')).toBe('19.99');
    expect(formatAmount(1_900, 'not a code')).toBe('19');
  });
});

describe('medianCents and suggestedStartingPrice (issue 42 §4)', () => {
  it('takes the middle value, or the two middles\' mean half up to the cent; null when empty', () => {
    expect(medianCents([])).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([10_001, 12_500, 10_000, 30_000])).toBe(11_251); // (10,001 + 12,500) / 2 = 11,250.5 → 11,251
    expect(medianCents([1, 2])).toBe(2);
  });

  it('suggests the median per unit × quantity, in minor units of the currency; nothing without a history or a quantity', () => {
    expect(suggestedStartingPrice(11_251, 10)).toBe(112_510);
    expect(suggestedStartingPrice(12_345, 3, 'USD')).toBe(37_035);
    expect(suggestedStartingPrice(12_345, 3, 'JPY')).toBe(37_000); // whole yen, half up (370.35 → 370)
    expect(suggestedStartingPrice(12_350, 1, 'JPY')).toBe(12_400);
    expect(suggestedStartingPrice(null, 10)).toBeNull();
    expect(suggestedStartingPrice(10_000, 0)).toBeNull();
    expect(suggestedStartingPrice(10_000, 1.5)).toBeNull();
  });
});
