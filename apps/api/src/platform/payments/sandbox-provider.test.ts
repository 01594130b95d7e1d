import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, createSandboxProvider, luhnValid } from './sandbox-provider.js';

const now = new Date('2026-06-15T00:00:00Z');
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada Buyer',
  ...over,
});

describe('sandbox card processor', () => {
  it('checks the Luhn digit and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('refuses an expired card, a card expiring this month is still good', () => {
    expect(checkCard(card('4242424242424242', { expMonth: 5, expYear: 2026 }), now).code).toBe('CARD_EXPIRED');
    expect(checkCard(card('4242424242424242', { expMonth: 6, expYear: 2026 }), now).code).toBeNull();
  });

  it('wants 4 CVC digits for American Express and 3 for others', () => {
    expect(checkCard(card('378282246310005'), now).code).toBe('CARD_CVC_INVALID');
    expect(checkCard(card('378282246310005', { cvc: '1234' }), now).code).toBeNull();
    expect(checkCard(card('4242424242424242', { cvc: '1234' }), now).code).toBe('CARD_CVC_INVALID');
  });

  it('authorises then captures a success card once; the same key never charges twice', async () => {
    const p = createSandboxProvider(() => now);
    const a = await p.authorize({ amount: 10_300, currency: 'USD', card: card('4242 4242 4242 4242'), idempotencyKey: 'k-1' });
    expect(a).toMatchObject({ ok: true, brand: 'visa', last4: '4242' });
    const again = await p.authorize({ amount: 10_300, currency: 'USD', card: card('4242424242424242'), idempotencyKey: 'k-1' });
    expect(again).toEqual(a);
    if (!a.ok) throw new Error('unreachable');
    const c1 = await p.capture({ authorizationId: a.authorizationId, amount: 10_300, idempotencyKey: 'k-1' });
    const c2 = await p.capture({ authorizationId: a.authorizationId, amount: 10_300, idempotencyKey: 'k-1' });
    expect(c1.ok).toBe(true);
    expect(c2).toEqual(c1);
    // A second capture under a new key finds the hold already captured.
    expect((await p.capture({ authorizationId: a.authorizationId, amount: 10_300, idempotencyKey: 'k-2' })).ok).toBe(false);
  });

  it('declines the documented decline numbers and unknown numbers', async () => {
    const p = createSandboxProvider(() => now);
    const r = (n: string, k: string) => p.authorize({ amount: 100, currency: 'USD', card: card(n), idempotencyKey: k });
    expect(await r('4000000000000002', 'a')).toMatchObject({ ok: false, code: 'CARD_DECLINED', last4: '0002' });
    expect(await r('4000000000009995', 'b')).toMatchObject({ ok: false, code: 'CARD_INSUFFICIENT_FUNDS' });
    expect(await r('4000000000000069', 'c')).toMatchObject({ ok: false, code: 'CARD_EXPIRED' });
    expect(await r('4000000000000127', 'd')).toMatchObject({ ok: false, code: 'CARD_CVC_INVALID' });
    expect(await r('4111111111111111', 'e')).toMatchObject({ ok: false, code: 'CARD_DECLINED' });
    expect(await r('1234567812345678', 'f')).toMatchObject({ ok: false, code: 'CARD_INVALID', last4: null });
  });
});
