import { randomUUID } from 'node:crypto';
import { cardBrand, cardDigits, luhnValid } from '@gavel/contract';
import type { AuthorizeResult, CaptureResult, CardFailure, CardInput, PaymentProvider } from './payment-provider.js';

/**
 * Documented sandbox test cards (docs/decisions.md). Any expiry in the future and any
 * CVC of the right length (4 digits for American Express, else 3) work with them.
 * Every other number that passes the checks is declined, as a real test mode refuses real cards.
 */
export const sandboxTestCards: Record<string, { outcome: 'success' | CardFailure; label: string }> = {
  '4242424242424242': { outcome: 'success', label: 'Visa: succeeds' },
  '5555555555554444': { outcome: 'success', label: 'Mastercard: succeeds' },
  '378282246310005': { outcome: 'success', label: 'American Express: succeeds' },
  '4000000000000002': { outcome: 'CARD_DECLINED', label: 'Visa: declined' },
  '4000000000009995': { outcome: 'CARD_INSUFFICIENT_FUNDS', label: 'Visa: insufficient funds' },
  '4000000000000069': { outcome: 'CARD_EXPIRED', label: 'Visa: the issuer says expired' },
  '4000000000000127': { outcome: 'CARD_CVC_INVALID', label: 'Visa: the issuer says the CVC is wrong' },
};

export { cardBrand, luhnValid };

/** The checks a processor makes before asking the issuer: number, expiry (end of month), CVC length. */
export function checkCard(card: CardInput, now: Date): { code: CardFailure | null; digits: string; brand: string } {
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!luhnValid(digits)) return { code: 'CARD_INVALID', digits, brand };
  const endOfMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now.getTime()) return { code: 'CARD_EXPIRED', digits, brand };
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc)) return { code: 'CARD_CVC_INVALID', digits, brand };
  return { code: null, digits, brand };
}

/**
 * A built-in processor that behaves like a real one in test mode: validates the card,
 * authorises (holding the amount), then captures; both steps are idempotent by key.
 */
export function createSandboxProvider(clock: () => Date = () => new Date()): PaymentProvider {
  const authorizations = new Map<string, AuthorizeResult>();
  const held = new Map<string, { amount: number; captured: boolean }>();
  const captures = new Map<string, CaptureResult>();
  return {
    name: 'sandbox',
    async authorize({ amount, card, idempotencyKey }) {
      const earlier = authorizations.get(idempotencyKey);
      if (earlier) return earlier;
      const { code, digits, brand } = checkCard(card, clock());
      const last4 = digits.slice(-4);
      let result: AuthorizeResult;
      if (code) result = { ok: false, code, brand: code === 'CARD_INVALID' ? null : brand, last4: code === 'CARD_INVALID' ? null : last4 };
      else {
        const outcome = sandboxTestCards[digits]?.outcome ?? 'CARD_DECLINED';
        if (outcome !== 'success' || amount <= 0) result = { ok: false, code: outcome === 'success' ? 'CARD_DECLINED' : outcome, brand, last4 };
        else {
          const authorizationId = `auth_${randomUUID()}`;
          held.set(authorizationId, { amount, captured: false });
          result = { ok: true, authorizationId, brand, last4 };
        }
      }
      authorizations.set(idempotencyKey, result);
      return result;
    },
    async capture({ authorizationId, amount, idempotencyKey }) {
      const earlier = captures.get(idempotencyKey);
      if (earlier) return earlier;
      const hold = held.get(authorizationId);
      const result: CaptureResult =
        !hold || hold.captured || amount > hold.amount ? { ok: false, code: 'CARD_DECLINED' } : { ok: true, captureId: `cap_${randomUUID()}` };
      if (hold && result.ok) hold.captured = true;
      captures.set(idempotencyKey, result);
      return result;
    },
  };
}
