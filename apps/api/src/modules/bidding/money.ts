/** Integer cents helpers. Money never becomes a float inside the engine. */

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function isPositiveCents(value: unknown): value is number {
  return isCents(value) && value > 0;
}

