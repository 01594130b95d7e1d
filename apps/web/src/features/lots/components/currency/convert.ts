/**
 * Currency conversion and landed cost (spec 2 §9: converter base EUR, per-unit price is
 * price ÷ qty with 2 decimals, card payments carry a 3 % fee, shipping is added when the
 * seller ships). Pure functions on integer cents; rates are units of a currency per 1 EUR.
 */
export interface Rate {
  code: string;
  /** Units of this currency per 1 EUR. */
  perEur: number;
}

/** Converts cents of `from` into cents of `to` through EUR; null when a rate is missing or not positive. */
export function convertCents(cents: number, from: string, to: string, rates: readonly Rate[]): number | null {
  if (from === to) return cents;
  const rateOf = (code: string) => (code === 'EUR' ? 1 : rates.find((r) => r.code === code)?.perEur);
  const a = rateOf(from);
  const b = rateOf(to);
  if (!a || !b || a <= 0 || b <= 0) return null;
  return Math.round((cents / a) * b);
}

export interface LandedCostInput {
  /** The lot's price (cents, lot currency). */
  priceCents: number;
  qty: number;
  /** Paying by card adds the card fee. */
  byCard: boolean;
  cardFeePercent: number;
  /** Whether the seller ships (then the shipping fee is added). */
  sellerShips: boolean;
  shippingFeeCents: number;
}

/**
 * What one unit really costs the buyer (cents, lot currency, rounded to the cent):
 * (price + card fee if by card + shipping fee when the seller ships) ÷ quantity.
 * The card fee is charged on the price plus shipping, as the invoice total is.
 */
export function landedCostPerUnit(i: LandedCostInput): number {
  const shipping = i.sellerShips ? i.shippingFeeCents : 0;
  const base = i.priceCents + shipping;
  const fee = i.byCard ? Math.round((base * i.cardFeePercent) / 100) : 0;
  return Math.round((base + fee) / Math.max(1, i.qty));
}

/** The amount field: digits only (a typed "1,2a50" becomes "1250"), at most 12 digits. */
export const digitsOnly = (input: string) => input.replace(/\D+/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
