/** Integer cents helpers. Money never becomes a float inside the engine. */

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isPositiveCents(value: unknown): value is number {
  return isCents(value) && value > 0;
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * US dollars with thousands separators, for English messages: 125000 → "$1,250",
 * 125050 → "$1,250.50". Whole dollars drop the cents, as bid amounts usually are whole.
 */
export function formatUsd(cents: number): string {
  if (!isCents(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = group(String(Math.trunc(abs / 100)));
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}
