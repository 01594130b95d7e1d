/** Invoice arithmetic (pure). Amounts are integer cents; the rules live in the contract's money core. */
import { dueDateOf, invoiceTotalOf, shippingFeeOf } from '@gavel/contract';

/** The card fee is a rule the web applies too: it lives in the contract. */
export { CARD_FEE_PERCENT, cardFeeOf, cartChargeOf, chargeOf } from '@gavel/contract';

/** Total due is amount plus the shipping fee when the seller ships (spec 2 §9): the lot's own fee, else the flat fee. */
export const shippingFeeFor = (buyerShips: boolean, flatFee: number, lotFee?: number | null) => shippingFeeOf({ buyerShips, lotFee, siteFee: flatFee });

export const invoiceTotal = (i: { amount: number; shippingFee: number; cardFee: number }) => invoiceTotalOf(i);

/** When an invoice issued at `issuedAt` falls due. */
export const invoiceDueAt = (issuedAt: Date, dueDays: number) => dueDateOf(issuedAt, dueDays);

/** The number people see: year of issue and the invoice id, e.g. INV-2026-000042. */
export const invoiceNumber = (id: number, createdAt: Date) => `INV-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** The reference a wire transfer quotes: one per invoice, stable. */
export const invoicePaymentReference = (id: number) => `GVL-${String(id).padStart(6, '0')}`;
