import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, createSandboxProvider, luhnValid, sandboxTestCards } from './sandbox-provider.js';

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

  it('answers the outcome of each documented test card', async () => {
    const p = createSandboxProvider(() => now);
    for (const [number, { outcome }] of Object.entries(sandboxTestCards)) {
      const cvc = number.startsWith('37') ? '1234' : '123';
      const r = await p.authorize({ amount: 100, currency: 'USD', card: card(number, { cvc }), idempotencyKey: `card-${number}` });
      if (outcome === 'success') expect(r).toMatchObject({ ok: true, last4: number.slice(-4), brand: cardBrand(number) });
      else expect(r).toEqual({ ok: false, code: outcome, brand: cardBrand(number), last4: number.slice(-4) });
    }
    expect(Object.keys(sandboxTestCards)).toHaveLength(7);
  });

  it('bounds the expiry month to 1..12 and the year by the end of the month', () => {
    const visa = '4242424242424242';
    expect(checkCard(card(visa, { expMonth: 0, expYear: 2030 }), now).code).toBe('CARD_EXPIRED');
    expect(checkCard(card(visa, { expMonth: 1, expYear: 2030 }), now).code).toBeNull();
    expect(checkCard(card(visa, { expMonth: 12, expYear: 2030 }), now).code).toBeNull();
    expect(checkCard(card(visa, { expMonth: 13, expYear: 2030 }), now).code).toBe('CARD_EXPIRED');
    expect(checkCard(card(visa, { expMonth: 12, expYear: 2025 }), now).code).toBe('CARD_EXPIRED');
    expect(checkCard(card(visa, { expMonth: 1, expYear: 2027 }), now).code).toBeNull();
    // the last millisecond of the month is still good; the first of the next is not
    expect(checkCard(card(visa, { expMonth: 6, expYear: 2026 }), new Date('2026-06-30T23:59:59.999Z')).code).toBeNull();
    expect(checkCard(card(visa, { expMonth: 6, expYear: 2026 }), new Date('2026-07-01T00:00:00Z')).code).toBe('CARD_EXPIRED');
  });

  it('answers the digits and brand with every check, and checks the number before the expiry', () => {
    expect(checkCard(card('4242 4242 4242 4242'), now)).toEqual({ code: null, digits: '4242424242424242', brand: 'visa' });
    expect(checkCard(card('4242424242424241', { expMonth: 13 }), now)).toEqual({ code: 'CARD_INVALID', digits: '4242424242424241', brand: 'visa' });
    expect(checkCard(card('4242424242424242', { expMonth: 13, cvc: '1' }), now).code).toBe('CARD_EXPIRED');
    expect(checkCard(card('4242424242424242', { cvc: '12' }), now).code).toBe('CARD_CVC_INVALID');
    expect(checkCard(card('4242424242424242', { cvc: '12a' }), now).code).toBe('CARD_CVC_INVALID');
    expect(checkCard(card('378282246310005', { cvc: '12345' }), now).code).toBe('CARD_CVC_INVALID');
    expect(checkCard(card('378282246310005', { cvc: 'x1234' }), now).code).toBe('CARD_CVC_INVALID');
    expect(checkCard(card('4242424242424242', { cvc: '1234x' }), now).code).toBe('CARD_CVC_INVALID');
  });

  it('refuses a zero amount, and names brand and last four of a failed check past the number', async () => {
    const p = createSandboxProvider(() => now);
    expect(await p.authorize({ amount: 0, currency: 'USD', card: card('4242424242424242'), idempotencyKey: 'z' })).toEqual({
      ok: false,
      code: 'CARD_DECLINED',
      brand: 'visa',
      last4: '4242',
    });
    expect(await p.authorize({ amount: 100, currency: 'USD', card: card('4242424242424242', { expYear: 2020 }), idempotencyKey: 'e' })).toEqual({
      ok: false,
      code: 'CARD_EXPIRED',
      brand: 'visa',
      last4: '4242',
    });
    expect(await p.authorize({ amount: 100, currency: 'USD', card: card('4242424242424241'), idempotencyKey: 'i' })).toEqual({
      ok: false,
      code: 'CARD_INVALID',
      brand: null,
      last4: null,
    });
    expect(p.name).toBe('sandbox');
  });

  it('captures at most the authorised amount, once, and never an unknown authorisation', async () => {
    const p = createSandboxProvider(() => now);
    const a = await p.authorize({ amount: 10_300, currency: 'USD', card: card('4242424242424242'), idempotencyKey: 'a' });
    if (!a.ok) throw new Error('unreachable');
    expect(a.authorizationId).toMatch(/^auth_/);
    expect(await p.capture({ authorizationId: a.authorizationId, amount: 10_301, idempotencyKey: 'over' })).toEqual({ ok: false, code: 'CARD_DECLINED' });
    expect(await p.capture({ authorizationId: 'auth_unknown', amount: 1, idempotencyKey: 'unknown' })).toEqual({ ok: false, code: 'CARD_DECLINED' });
    // a refused capture leaves the hold: the right amount still captures (less is allowed too)
    const c = await p.capture({ authorizationId: a.authorizationId, amount: 10_300, idempotencyKey: 'exact' });
    expect(c).toMatchObject({ ok: true });
    if (!c.ok) throw new Error('unreachable');
    expect(c.captureId).toMatch(/^cap_/);
    const b = await p.authorize({ amount: 500, currency: 'USD', card: card('5555555555554444'), idempotencyKey: 'b' });
    if (!b.ok) throw new Error('unreachable');
    expect(b.authorizationId).not.toBe(a.authorizationId);
    expect((await p.capture({ authorizationId: b.authorizationId, amount: 499, idempotencyKey: 'less' })).ok).toBe(true);
    // a failed capture is answered again for its key, even after the hold would allow it
    const d = await p.authorize({ amount: 500, currency: 'USD', card: card('4242424242424242'), idempotencyKey: 'd' });
    if (!d.ok) throw new Error('unreachable');
    expect((await p.capture({ authorizationId: d.authorizationId, amount: 501, idempotencyKey: 'k' })).ok).toBe(false);
    expect((await p.capture({ authorizationId: d.authorizationId, amount: 500, idempotencyKey: 'k' })).ok).toBe(false);
  });

  it('uses the current time by default', () => {
    const p = createSandboxProvider();
    return expect(p.authorize({ amount: 100, currency: 'USD', card: card('4242424242424242', { expMonth: 1, expYear: 2000 }), idempotencyKey: 'old' })).resolves.toMatchObject({
      code: 'CARD_EXPIRED',
    });
  });
});
