import type { ErrorCode, InvoiceSample } from '@gavel/contract';
import { CARD_FEE_PERCENT, chargeOf, shippingFeeFor } from './invoice-math.js';
import { currencySymbol } from './orders.presenter.js';

/** The lot columns a purchase preview shows. */
export interface SampleLot {
  id: number;
  title: string;
  currency: string;
  buyerShips: boolean;
  shippingFee: number | null;
}

/**
 * The preview of a purchase (buy now, price lock or a countered offer) before the buyer
 * confirms: amount + shipping (the lot's own fee, else the flat fee); the card fee if paid by card.
 */
export function invoiceSample(
  lot: SampleLot,
  p: {
    kind: InvoiceSample['kind'];
    unitPrice: number;
    qty: number;
    amount: number;
    qtyAvailable: number;
    flatShippingFee: number;
    offer: { id: number; counter: number } | null;
    reason: ErrorCode | null;
  },
): InvoiceSample {
  const shipping = shippingFeeFor(lot.buyerShips, p.flatShippingFee, lot.shippingFee);
  const charge = chargeOf({ amount: p.amount, shippingFee: shipping }, 'card');
  return {
    project_id: lot.id,
    title: lot.title,
    avatar: '',
    kind: p.kind,
    bprice: p.unitPrice,
    qty: p.qty,
    qty_available: p.qtyAvailable,
    amount: p.amount,
    buyership: lot.buyerShips ? 1 : 0,
    shipping_service: '',
    shipping_fee: shipping,
    card_fee_if_card: charge.cardFee,
    card_fee_percent: CARD_FEE_PERCENT,
    total: charge.due,
    currency: lot.currency,
    currency_symbol: currencySymbol(lot.currency),
    oid: p.offer?.id ?? null,
    counter_amount: p.offer?.counter ?? null,
    can_buy: p.reason === null,
    reason: p.reason,
  };
}
