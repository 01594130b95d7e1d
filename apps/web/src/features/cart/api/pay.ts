import { useMutation } from '@tanstack/react-query';
import { cart } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type PaymentMethod = 'wire' | 'card';

/**
 * POST cart/checkout {invoice_ids, payment_method, expected_total}: wire → bank instructions; card → a payment to
 * authorize. `expectedTotal` (cents) is the total the buyer saw: the API refuses with PRICE_CHANGED when it differs.
 */
export const checkout = ({ invoiceIds, method, expectedTotal }: { invoiceIds: number[]; method: PaymentMethod; expectedTotal?: number }) =>
  callApi(cart.checkout, { body: { invoice_ids: invoiceIds, payment_method: method, expected_total: expectedTotal } });

export interface CardInput {
  paymentId: number;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  idempotencyKey: string;
}

/** POST payment/authorize: the card goes to the payment provider; only brand and last four are kept. */
export const authorizePayment = (c: CardInput) =>
  callApi(cart.authorizePayment, {
    body: {
      payment_id: c.paymentId,
      card_number: c.number,
      exp_month: c.expMonth,
      exp_year: c.expYear,
      cvc: c.cvc,
      cardholder_name: c.name,
      idempotency_key: c.idempotencyKey,
    },
  });

export const useCheckout = () => useMutation({ mutationFn: checkout });
export const useAuthorizePayment = () => useMutation({ mutationFn: authorizePayment });
