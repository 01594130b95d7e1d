import { describe, expect, it } from 'vitest';
import { cardFeeOf, invoiceDueAt, invoiceNumber, invoicePaymentReference, invoiceTotal, shippingFeeFor } from './invoice-math.js';

describe('invoice math', () => {
  it.each([
    [true, 1_000, 2_500, 0],
    [true, 1_000, null, 0],
    [false, 1_000, 2_500, 2_500],
    [false, 1_000, 0, 0],
    [false, 1_000, null, 1_000],
    [false, 1_000, undefined, 1_000],
  ])('shipping: buyer ships %s, flat %d, lot %s → %d', (buyerShips, flat, lot, fee) => {
    expect(shippingFeeFor(buyerShips, flat, lot)).toBe(fee);
  });

  it('a card-paid invoice of a lot with its own shipping fee: amount + fee + 3 % of both, half up', () => {
    const amount = 10_000;
    const shipping = shippingFeeFor(false, 1_000, 2_550); // the lot's $25.50, not the flat $10
    const fee = cardFeeOf(amount + shipping); // 3 % of 12,550 = 376.5 → 377
    expect(fee).toBe(377);
    expect(invoiceTotal({ amount, shippingFee: shipping, cardFee: fee })).toBe(12_927);
  });

  it('falls due whole days after issue', () => {
    expect(invoiceDueAt(new Date('2026-01-31T10:00:00Z'), 7).toISOString()).toBe('2026-02-07T10:00:00.000Z');
  });

  it('numbers invoices and their wire references', () => {
    expect(invoiceNumber(42, new Date('2026-12-31T23:59:59Z'))).toBe('INV-2026-000042');
    expect(invoiceNumber(1_234_567, new Date('2027-01-01T00:00:00Z'))).toBe('INV-2027-1234567');
    expect(invoicePaymentReference(7)).toBe('GVL-000007');
  });
});
