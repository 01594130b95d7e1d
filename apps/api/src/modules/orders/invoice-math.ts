/** Invoice arithmetic (pure). Amounts are integer cents. */

/** The card fee is a rule the web applies too: it lives in the contract. */
export { CARD_FEE_PERCENT, cardFeeOf } from '@gavel/contract';

/** Total due is amount plus the shipping fee when the seller ships (spec 2 §9): the lot's own fee, else the flat fee. */
export const shippingFeeFor = (buyerShips: boolean, flatFee: number, lotFee?: number | null) => (buyerShips ? 0 : (lotFee ?? flatFee));

export const invoiceTotal = (i: { amount: number; shippingFee: number; cardFee: number }) => i.amount + i.shippingFee + i.cardFee;

/** The number people see: year of issue and the invoice id, e.g. INV-2026-000042. */
export const invoiceNumber = (id: number, createdAt: Date) => `INV-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** The reference a wire transfer quotes: one per invoice, stable. */
export const invoicePaymentReference = (id: number) => `GVL-${String(id).padStart(6, '0')}`;

