import type { Project } from '@gavel/contract';
import type { LotPhase } from '../hooks/use-server-clock';

type Lot = Pick<Project, 'listing_format' | 'market_status' | 'buynow' | 'makeoffer' | 'bprice' | 'wprice' | 'qty' | 'date_closed'>;

/** Fixed-price formats: no bidding, the buyer buys at the listed price (buy it now, price lock). */
export const isFixedPrice = (p: Pick<Project, 'listing_format'>) => p.listing_format === 'buynow' || p.listing_format === 'pricelock';

/** Open for business: open in the database and running by the clock. */
const isOpen = (p: Lot, phase: LotPhase) => p.market_status === 'open' && phase === 'open';

/**
 * Buy now is offered (spec 2 §5): the lot is open, its buynow flag is 1 and the
 * buy price is above the current price. A price-lock lot sells at its locked
 * price (equal to its current price) while stock remains.
 */
export function canBuyNow(p: Lot, phase: LotPhase): boolean {
  if (!isOpen(p, phase) || p.buynow !== 1 || p.bprice === null) return false;
  if (p.listing_format === 'pricelock') return p.qty > 0;
  return p.bprice > p.wprice;
}

/** Make offer is offered (spec 2 §5): open, the makeoffer flag set, the close still in the future. */
export function canMakeOffer(p: Lot, phase: LotPhase, now: number): boolean {
  return isOpen(p, phase) && p.makeoffer === 1 && Date.parse(p.date_closed) > now;
}

/**
 * The price a buyer pays at once: the buy-now price of the whole lot, or the
 * locked per-unit price of a price-lock lot (cents).
 */
export const fixedPriceOf = (p: Pick<Project, 'bprice' | 'wprice'>): number => p.bprice ?? p.wprice;

/** Per-unit price (spec 2 §9): price divided by qty, to the cent. */
export const perUnitCents = (priceCents: number, qty: number): number => (qty > 0 ? Math.round(priceCents / qty) : priceCents);

/** An offer amount typed by the buyer: digits only, non-zero (spec 2 §5). Whole currency units → cents, or null. */
export function offerCents(digits: string): number | null {
  const clean = digits.replace(/\D/g, '');
  if (!clean) return null;
  const units = Number(clean);
  return Number.isSafeInteger(units) && units > 0 ? units * 100 : null;
}
