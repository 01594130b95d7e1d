import type { Invoice } from '@gavel/contract';

export type InvoiceState = 'unpaid' | 'paid' | 'cancelled';

/** Spec 2 §4: pay_reject 1 is cancelled (with the reject date); paid 1 is paid; otherwise unpaid (due date). */
export function invoiceState(i: Pick<Invoice, 'paid' | 'pay_reject'>): InvoiceState {
  if (i.pay_reject === 1) return 'cancelled';
  return i.paid === 1 ? 'paid' : 'unpaid';
}

/** The date that goes with the state: the reject date, the paid date, or the due date. */
export function stateDate(i: Pick<Invoice, 'paid' | 'pay_reject' | 'r_date' | 'inv_paiddate' | 'due_date'>): string | null {
  const state = invoiceState(i);
  if (state === 'cancelled') return i.r_date;
  if (state === 'paid') return i.inv_paiddate;
  return i.due_date;
}
