import { numberFormat } from '../../../lib/number-format';

/**
 * The bid field holds whole dollars, digits only, shown with thousands
 * separators (spec 2 §5); the app's state carries integer cents (the api-client
 * sends currency units: a bid typed "1,250" is `wsprice: 1250` on the wire). These
 * helpers are the only place dollars typed and cents meet.
 */

/** Up to 100,000,000 dollars (the API's ceiling): nine digits. */
export const MAX_BID_DIGITS = 9;

/** Whatever was typed or pasted → its digits (no leading zeros), at most nine. */
export function digitsOnly(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_BID_DIGITS);
}

/** "1250000" → "1,250,000" in the interface language's grouping ("1.250.000" in German). */
export function groupDigits(digits: string, locale: string): string {
  if (!digits) return '';
  return numberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }).format(Number(digits));
}

/** The field's dollars, or null when empty. */
export const dollarsOf = (digits: string): number | null => (digits === '' ? null : Number(digits));

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** The smallest whole-dollar amount that meets a minimum in cents. */
export const minimumDollars = (cents: number): number => Math.ceil(cents / 100);

/** Plus / minus: step 1 dollar, never below 0 (spec 2 §5). An empty field starts from the minimum. */
export function stepDollars(digits: string, step: 1 | -1, minimumCents: number): string {
  const current = dollarsOf(digits);
  if (current === null) return String(step > 0 ? minimumDollars(minimumCents) : 0);
  return String(Math.max(0, current + step));
}

export type BidProblem = { kind: 'empty' } | { kind: 'tooLow'; minimum: number };

/** Spec 2 §5: required ("Enter Bid Amount"), at least the next bid ("Min. Bid $X"). Minimum in cents. */
export function checkBid(digits: string, minimumCents: number): BidProblem | null {
  const dollars = dollarsOf(digits);
  if (dollars === null || dollars <= 0) return { kind: 'empty' };
  if (dollarsToCents(dollars) < minimumCents) return { kind: 'tooLow', minimum: minimumCents };
  return null;
}
