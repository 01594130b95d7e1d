/**
 * A fresh idempotency key per attempt (a bid, a purchase, a payment), so a retried
 * request (double click, flaky network) acts once. crypto.randomUUID exists only in
 * secure contexts; plain-http deployments fall back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
