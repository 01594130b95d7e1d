import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, loginReturnval } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox, type ReceivedMail } from './support/mailbox.js';

let s: TestServer;
let mail: Mailbox;
beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://gavel.example' } });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const forgot = (email: string) => s.api('POST', '/api/user/forgotPassword', { body: { email, site_id: 1 } });
const update = (token: string, password: string, confirm = password) =>
  s.api('POST', '/api/user/updateUserPasswordUnauth', { body: { token, password, confirm_password: confirm } });
const login = (username: string, password: string) => s.api('POST', '/api/user/login', { body: { username, password } });
const tokenOf = (m: ReceivedMail) => {
  const link = m.links.find((l) => l.startsWith('https://gavel.example/reset_password/'));
  expect(link, m.text).toBeDefined();
  return new URL(link!).pathname.split('/').pop()!;
};
const resetMailTo = (email: string, skip = 0) =>
  mail.waitFor((m) => m.to.includes(email) && m.links.some((l) => l.includes('/reset_password/')) && mail.to(email).indexOf(m) >= skip);

describe('forgot password → email → reset → login', () => {
  it('emails a reset link in the user language; following it sets the new password and ends every session', async () => {
    const u = await s.buildUser({ language: 'German', firstName: 'Greta' });
    const session = await s.loginAs(u);
    const res = await forgot(u.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(auth.forgotPassword.response.parse(res.body).status).toBe('success');

    const m = await resetMailTo(u.email);
    expect(m.subject).toBe('Setzen Sie Ihr Gavel-Passwort zurück');
    expect(m.text).toContain('Hallo Greta,');
    expect(m.text).toContain('60 Minuten');
    expect(m.html).toContain('href="https://gavel.example/reset_password/');
    const token = tokenOf(m);
    // Only the token's hash is stored.
    expect((await s.database.pool.query('select count(*)::int as n from password_resets where token_hash = $1', [token])).rows[0].n).toBe(
      0,
    );

    const decoded = await s.api('GET', `/api/user/resetPasswordToken/${token}`);
    expect(decoded.status).toBe(200);
    const data = auth.resetPasswordToken.response.parse(decoded.body).data;
    expect(data.user_id).toBe(u.id);
    expect(data.emailid).toMatch(/^b\*\*\*\d@example\.test$/);

    const done = await update(token, 'Brand-New-Pass-1');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'success', message: 'Password Change Successful' });

    expect((await s.api('GET', '/api/user/getUserDetails', { token: session })).status).toBe(401);
    expect((await login(u.email, u.password)).body.returnval).toBe(loginReturnval.invalidCredentials);
    expect((await login(u.email, 'Brand-New-Pass-1')).body).toMatchObject({ status: 'success', returnval: loginReturnval.ok });
  });

  it('refuses a used link with TOKEN_USED (and every other open link of the account is used up too)', async () => {
    const u = await s.buildUser();
    await forgot(u.email);
    const first = tokenOf(await resetMailTo(u.email));
    await forgot(u.email);
    const second = tokenOf(await resetMailTo(u.email, 1));
    expect(second).not.toBe(first);
    expect((await update(first, 'Another-Pass-1')).status).toBe(200);

    for (const t of [first, second]) {
      const again = await update(t, 'Third-Pass-11');
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ status: 'error', code: 'TOKEN_USED' });
      expect((await s.api('GET', `/api/user/resetPasswordToken/${t}`)).body.code).toBe('TOKEN_USED');
    }
    expect((await login(u.email, 'Another-Pass-1')).body.returnval).toBe(loginReturnval.ok);
  });

  it('refuses a link older than one hour with TOKEN_EXPIRED, changing nothing', async () => {
    const u = await s.buildUser();
    await forgot(u.email);
    const token = tokenOf(await resetMailTo(u.email));
    await s.database.pool.query("update password_resets set expires_at = now() - interval '1 second' where user_id = $1", [u.id]);
    expect((await s.api('GET', `/api/user/resetPasswordToken/${token}`)).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const res = await update(token, 'Expired-Pass-1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
    expect((await login(u.email, u.password)).body.returnval).toBe(loginReturnval.ok);
  });

  it('sets the expiry one hour after the request', async () => {
    const u = await s.buildUser();
    await forgot(u.email);
    await resetMailTo(u.email);
    const r = await s.database.pool.query(
      'select extract(epoch from (expires_at - created_at))::int as s from password_resets where user_id = $1',
      [u.id],
    );
    expect(r.rows[0].s).toBe(3600);
  });

  it('refuses an unknown token with TOKEN_INVALID', async () => {
    const fake = 'A'.repeat(43);
    expect((await s.api('GET', `/api/user/resetPasswordToken/${fake}`)).body).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await update(fake, 'Whatever-123')).body).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const u = await s.buildUser();
    const unknown = uniqueEmail('ghost');
    const a = await forgot(unknown);
    const b = await forgot(u.email);
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    await resetMailTo(u.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.to(unknown)).toHaveLength(0);
  });

  it('sends no reset to a deactivated account, and at most 5 an hour to one account', async () => {
    const off = await s.buildUser({ status: 'deactivated' });
    expect((await forgot(off.email)).status).toBe(200);
    const u = await s.buildUser();
    for (let i = 0; i < 7; i++) expect((await forgot(u.email)).status).toBe(200);
    await mail.waitFor(() => mail.to(u.email).length >= 5);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.to(u.email)).toHaveLength(5);
    expect(mail.to(off.email)).toHaveLength(0);
  });

  it('lets only one of two simultaneous resets with the same link through', async () => {
    const u = await s.buildUser();
    await forgot(u.email);
    const token = tokenOf(await resetMailTo(u.email));
    const [a, b] = await Promise.all([update(token, 'Racer-Pass-AAA'), update(token, 'Racer-Pass-BBB')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)!.body.code).toBe('TOKEN_USED');
  });
});
