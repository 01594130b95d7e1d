/**
 * The money core (pure, shared by the API and the web): every amount is an integer number of
 * minor units ("cents": hundredths of the currency unit, the wire's two decimals) with its
 * currency. Rounding is half up, to the cent, or to the currency's own minor unit where it has
 * fewer decimals (JPY: whole yen). The invoice the API writes, the cart the web shows and the
 * purchase preview all compute their numbers here.
 */
import { CARD_FEE_PERCENT, cardFeeOf } from './card-fee.js';

export { CARD_FEE_PERCENT, cardFeeOf };

/** Cents per currency unit: the wire carries currency units with two decimals. */
export const CENTS_PER_UNIT = 100;

/**
 * `numerator / denominator` rounded half up (a half goes to the next integer), exact for integers:
 * no floating-point fraction is ever rounded. `denominator` is a positive integer.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const rest = numerator - quotient * denominator;
  return rest * 2 >= denominator ? quotient + 1 : quotient;
}

/** `percent` % of an amount in cents, half up to the cent. */
export const percentOf = (cents: number, percent: number) => divideHalfUp(cents * percent, 100);

const fractionDigitsCache = new Map<string, number>();

/** The decimals a currency is shown and charged with (ISO 4217 through `Intl`): USD 2, JPY 0; 2 for a code `Intl` refuses. */
export function currencyFractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = Math.min(2, new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    } catch {
      digits = 2;
    }
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** Cents rounded half up to the currency's minor unit (whole yen for JPY; unchanged for USD). */
export function roundToCurrency(cents: number, currency: string): number {
  const step = 10 ** (2 - currencyFractionDigits(currency));
  return step === 1 ? cents : divideHalfUp(cents, step) * step;
}

/** Cents → currency units, as the wire and the spec's client carry them (12550 → 125.5). */
export const toCurrencyUnits = (cents: number) => cents / CENTS_PER_UNIT;

/** Currency units → cents, rounded half up to the cent (125.505 is not a wire amount; 125.5 → 12550). */
export const toCents = (units: number) => Math.round(units * CENTS_PER_UNIT);

/**
 * The shipping fee an invoice carries (spec 2 §9): none when the buyer arranges shipping; when the
 * seller ships, the lot's own fee, else the site's flat fee.
 */
export function shippingFeeOf(s: { buyerShips: boolean; lotFee?: number | null; siteFee: number }): number {
  if (s.buyerShips) return 0;
  return s.lotFee ?? s.siteFee;
}

export type PaymentWay = 'wire' | 'card';

/** What an invoice bills before the payment method is known: the amount and the shipping fee. */
export interface Billable {
  amount: number;
  shippingFee: number;
}

/** What paying one invoice charges: the amount due (amount + shipping), the card fee on it when by card, the total. */
export interface Charge {
  amount: number;
  shippingFee: number;
  due: number;
  cardFee: number;
  total: number;
}

/** The charge of one invoice: the card fee is `percent` % of amount + shipping, half up to the cent. */
export function chargeOf(i: Billable, way: PaymentWay, percent: number = CARD_FEE_PERCENT): Charge {
  const due = i.amount + i.shippingFee;
  const cardFee = way === 'card' ? cardFeeOf(due, percent) : 0;
  return { amount: i.amount, shippingFee: i.shippingFee, due, cardFee, total: due + cardFee };
}

/** An invoice's total from its stored columns (the card fee is 0 until it is paid by card). */
export const invoiceTotalOf = (i: { amount: number; shippingFee: number; cardFee: number }) => i.amount + i.shippingFee + i.cardFee;

/**
 * The charge of several invoices paid together (a cart checkout): each invoice's card fee is
 * rounded on its own, as each invoice records it, and the sums add those.
 */
export function cartChargeOf(invoices: readonly Billable[], way: PaymentWay, percent: number = CARD_FEE_PERCENT) {
  const lines = invoices.map((i) => chargeOf(i, way, percent));
  const sum = (pick: (c: Charge) => number) => lines.reduce((n, c) => n + pick(c), 0);
  return { lines, amount: sum((c) => c.due), cardFee: sum((c) => c.cardFee), total: sum((c) => c.total) };
}

const DAY_MS = 86_400_000;

/** When an invoice issued at `issuedAt` falls due: `days` whole days later (UTC). */
export const dueDateOf = (issuedAt: Date, days: number) => new Date(issuedAt.getTime() + days * DAY_MS);

/** Whether an unpaid invoice is overdue at `now` (the due instant itself is not yet overdue). */
export const isOverdue = (dueAt: Date, now: Date) => now.getTime() > dueAt.getTime();

/**
 * Price lock: the units still for sale (never below 0) and what buying `qty` of them costs
 * (`unitPrice` × `qty`). `qty` must be a whole number from 1 to the units left.
 */
export function priceLockOf(p: { unitPrice: number; stock: number; sold: number; qty: number }) {
  const remaining = Math.max(0, p.stock - p.sold);
  const valid = Number.isSafeInteger(p.qty) && p.qty >= 1 && p.qty <= remaining;
  return { remaining, valid, amount: p.unitPrice * p.qty, left: valid ? remaining - p.qty : remaining };
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
 * What one unit really costs the buyer (cents, lot currency, half up to the cent):
 * (price + shipping when the seller ships + card fee on both when by card) ÷ quantity (at least 1).
 */
export function landedCostPerUnit(i: LandedCostInput): number {
  const shippingFee = i.sellerShips ? i.shippingFeeCents : 0;
  const { total } = chargeOf({ amount: i.priceCents, shippingFee }, i.byCard ? 'card' : 'wire', i.cardFeePercent);
  return divideHalfUp(total, Math.max(1, i.qty));
}

/** A currency's rate: units of it per 1 EUR (the converter's base, spec 2 §9). */
export interface Rate {
  code: string;
  perEur: number;
}

/**
 * Cents of `from` in `to` through EUR, rounded half up to `to`'s minor unit; null when a rate is
 * missing or not positive.
 */
export function convertCents(cents: number, from: string, to: string, rates: readonly Rate[]): number | null {
  if (from === to) return cents;
  const rateOf = (code: string) => (code === 'EUR' ? 1 : rates.find((r) => r.code === code)?.perEur);
  const a = rateOf(from);
  const b = rateOf(to);
  if (!a || !b || a <= 0 || b <= 0) return null;
  // One rounding only, of the exact quotient (to 1e-9 cent, beyond a double's noise), half up.
  const exact = Math.round(((cents / a) * b) * 1e6) / 1e6;
  const step = 10 ** (2 - currencyFractionDigits(to));
  return Math.floor(exact / step + 0.5) * step;
}

/** The median of integer cents (the two middle values' mean, half up when there are two), null when empty. */
export function medianCents(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : divideHalfUp(s[mid - 1]! + s[mid]!, 2);
}

/**
 * A suggested starting price (issue 42 §4, the console's lot editor): what comparable lots sold
 * for per unit (their median, in cents) × the lot's quantity, half up to the currency's minor unit;
 * null without a history or a quantity.
 */
export function suggestedStartingPrice(medianUnitCents: number | null, qty: number, currency = 'USD'): number | null {
  if (medianUnitCents === null || !Number.isInteger(qty) || qty <= 0) return null;
  return roundToCurrency(medianUnitCents * qty, currency);
}

const formats = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/**
 * An amount for display in the viewer's language and the lot's currency: whole amounts drop the
 * decimals ("$1,250"), others show the currency's decimals ("$1,250.50", "1.250,50 €"); rounded
 * half up to the currency's minor unit first (whole yen). An unknown currency code shows as a
 * plain number.
 */
export function formatAmount(cents: number, currency = 'USD', locale = 'en'): string {
  const rounded = roundToCurrency(cents, currency);
  const digits = rounded % CENTS_PER_UNIT === 0 ? 0 : currencyFractionDigits(currency);
  try {
    return formatter(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(toCurrencyUnits(rounded));
  } catch {
    return formatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(toCurrencyUnits(rounded));
  }
}
