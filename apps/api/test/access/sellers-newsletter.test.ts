import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletter, sellers } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';

let s: TestServer;
let mail: Mailbox;
beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://gavel.example', OPERATOR_EMAIL: 'desk@ops.example' } });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const sellerBody = (over: Record<string, unknown> = {}) => ({
  first_name: 'Sam',
  last_name: 'Seller',
  companyname: 'Surplus & Sons',
  phone: '+1 202 555 0123',
  email: uniqueEmail('seller'),
  seller_type: 'international',
  site_id: 1,
  ...over,
});
const requestSeller = (body: Record<string, unknown>) => s.api('POST', '/api/user/register-save-seller', { body });
const requestCount = async () => (await s.database.pool.query('select count(*)::int as n from seller_requests')).rows[0].n as number;

describe('POST /api/user/register-save-seller', () => {
  it("stores the request, emails the operators and answers msg 'success'", async () => {
    const body = sellerBody();
    const res = await requestSeller(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sellers.registerSeller.response.parse(res.body)).toMatchObject({ status: 'success', msg: 'success' });
    const row = await s.database.pool.query(
      'select first_name, company_name, phone, seller_type, site_id from seller_requests where email = $1',
      [body.email],
    );
    expect(row.rows[0]).toEqual({
      first_name: 'Sam',
      company_name: 'Surplus & Sons',
      phone: '+1 202 555 0123',
      seller_type: 'international',
      site_id: 1,
    });
    const m = await mail.waitFor((x) => x.to.includes('desk@ops.example') && x.text.includes(body.email));
    expect(m.subject).toBe('New seller request: Surplus & Sons');
    expect(m.text).toContain('Seller type: international (all other countries)');
    expect(m.html).toContain('Surplus &amp; Sons');
  });

  it('refuses an email already used by another request (any case) or by an account: 409 EMAIL_TAKEN on the email field', async () => {
    const first = sellerBody();
    expect((await requestSeller(first)).status).toBe(200);
    const member = await s.buildUser();
    for (const email of [(first.email as string).toUpperCase(), member.email]) {
      const before = await requestCount();
      const res = await requestSeller(sellerBody({ email }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'email address has already been used' } });
      expect(await requestCount()).toBe(before);
    }
  });

  it('stores one request out of simultaneous ones with the same email', async () => {
    const body = sellerBody();
    const results = await Promise.all(Array.from({ length: 5 }, () => requestSeller(body)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });
});

describe('newsletter: subscribe email → unsubscribe link', () => {
  it('emails the unsubscribe link on subscribing; the link decodes to the email and unsubscribes', async () => {
    const email = uniqueEmail('news');
    const sub = await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: email, site_id: 1 } });
    expect(sub.status).toBe(200);
    const m = await mail.waitFor((x) => x.to.includes(email));
    expect(m.subject).toBe('You are subscribed to the Gavel newsletter');
    const link = m.links.find((l) => l.startsWith('https://gavel.example/unsubscribe/'));
    expect(link, m.text).toBeDefined();
    const token = new URL(link!).pathname.split('/').pop()!;

    const decoded = await s.api('GET', `/api/user/unsubscribe/${token}`, { query: { site_id: 1 } });
    expect(decoded.status).toBe(200);
    expect(newsletter.getUnsubscribe.response.parse(decoded.body).data).toEqual({ email, subscribed: true });

    const out = await s.api('POST', '/api/user/unsubscribe/email', { body: { token, site_id: 1 } });
    expect(out.body).toEqual({ status: 'success', message: 'You are unsubscribed!' });
    const row = await s.database.pool.query('select unsubscribed_at from newsletter_subscriptions where email = $1', [email]);
    expect(row.rows[0].unsubscribed_at).not.toBeNull();
    expect((await s.api('GET', `/api/user/unsubscribe/${token}`)).body.data.subscribed).toBe(false);
    // Repeating it is harmless.
    expect((await s.api('POST', '/api/user/unsubscribe/email', { body: { token } })).status).toBe(200);
  });

  it('writes the confirmation in the signed-in user language and does not resend to an active subscriber', async () => {
    const u = await s.buildUser({ language: 'Mandarin' });
    const token = await s.loginAs(u);
    await s.api('POST', '/api/user/hubspot-save', { token, body: { subscribe_email: u.email } });
    const m = await mail.waitFor((x) => x.to.includes(u.email));
    expect(m.subject).toBe('您已订阅 Gavel 新闻简报');
    await s.api('POST', '/api/user/hubspot-save', { token, body: { subscribe_email: u.email.toUpperCase() } });
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.to(u.email)).toHaveLength(1);
  });

  it('refuses an unknown token with TOKEN_INVALID', async () => {
    const fake = 'C'.repeat(32);
    expect((await s.api('GET', `/api/user/unsubscribe/${fake}`)).body).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await s.api('POST', '/api/user/unsubscribe/email', { body: { token: fake } })).body).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
