import { describe, expect, it } from 'vitest';
import { invoiceState, stateDate } from './invoice-state';

const base = { paid: 0, pay_reject: 0, r_date: null, inv_paiddate: null, due_date: '2026-12-01T00:00:00.000Z' };

describe('invoiceState', () => {
  it('is unpaid with its due date until paid', () => {
    expect(invoiceState(base)).toBe('unpaid');
    expect(stateDate(base)).toBe(base.due_date);
  });
  it('is paid with the paid date', () => {
    const paid = { ...base, paid: 1, inv_paiddate: '2026-11-23T10:00:00.000Z' };
    expect(invoiceState(paid)).toBe('paid');
    expect(stateDate(paid)).toBe(paid.inv_paiddate);
  });
  it('is cancelled (pay_reject 1) with the reject date, whatever paid says', () => {
    const cancelled = { ...base, paid: 1, pay_reject: 1, r_date: '2026-11-24T10:00:00.000Z' };
    expect(invoiceState(cancelled)).toBe('cancelled');
    expect(stateDate(cancelled)).toBe(cancelled.r_date);
  });
});
