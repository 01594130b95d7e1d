import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, loginLimits, loginReturnval } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { ACCOUNT_DELAY_CAP_MS } from '../../src/modules/auth/index.js';

const AUTO = 'auto-login-secret-0123456789';
let s: TestServer;
beforeAll(async () => {
  // The tests vary the client address with X-Forwarded-For: trust it from the test client.
  s = await startTestServer({ env: { AUTO_LOGIN_TOKEN: AUTO, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => s?.close());

let ipSeq = 0;
/** A client IP of its own (the API trusts X-Forwarded-For from its proxy), so tests do not share IP counts. */
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const login = (body: Record<string, unknown>, ip: string) => s.api('POST', '/api/user/login', { body, headers: { 'x-forwarded-for': ip } });
const failures = async (email: string) =>
  (await s.database.pool.query('select count(*)::int as n from login_failures where email = $1', [email])).rows[0].n as number;

describe('login rate limiting', () => {
  it(`slows an account with 429 RATE_LIMITED after ${loginLimits.perEmail} failures in ${loginLimits.windowMinutes} minutes, even with the right password (a short delay, not a lockout)`, async () => {
    const u = await s.buildUser();
    for (let i = 0; i < loginLimits.perEmail; i++) {
      const r = await login({ username: u.email, password: `wrong-${i}` }, freshIp());
      expect(r.body.returnval).toBe(loginReturnval.invalidCredentials);
    }
    const limited = await login({ username: u.email, password: u.password }, freshIp());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 'error', success: false, code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    const wait = limited.body.details.retry_after_seconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_DELAY_CAP_MS / 1000);
    expect(Number(limited.headers.get('retry-after'))).toBe(wait);
    // Other accounts are not affected; the limited one does not earn more failure rows.
    expect((await login({ username: (await s.buildUser()).email, password: u.password }, freshIp())).status).toBe(200);
    expect(await failures(u.email)).toBe(loginLimits.perEmail);
  });

  it('counts the address case-insensitively', async () => {
    const u = await s.buildUser();
    for (let i = 0; i < loginLimits.perEmail; i++) {
      await login({ username: i % 2 ? u.email.toUpperCase() : u.email, password: 'nope' }, freshIp());
    }
    expect((await login({ username: u.email, password: u.password }, freshIp())).status).toBe(429);
  });

  it('lets the account in again once its failures leave the window', async () => {
    const u = await s.buildUser();
    for (let i = 0; i < loginLimits.perEmail; i++) await login({ username: u.email, password: 'nope' }, freshIp());
    expect((await login({ username: u.email, password: u.password }, freshIp())).status).toBe(429);
    await s.database.pool.query(
      `update login_failures set created_at = now() - interval '${loginLimits.windowMinutes} minutes 1 second' where email = $1`,
      [u.email],
    );
    const ok = await login({ username: u.email, password: u.password }, freshIp());
    expect(ok.body.returnval).toBe(loginReturnval.ok);
  });

  it('forgives the account its failures after a successful login', async () => {
    const u = await s.buildUser();
    for (let i = 0; i < loginLimits.perEmail - 1; i++) await login({ username: u.email, password: 'nope' }, freshIp());
    expect((await login({ username: u.email, password: u.password }, freshIp())).body.returnval).toBe(loginReturnval.ok);
    expect(await failures(u.email)).toBe(0);
    for (let i = 0; i < loginLimits.perEmail - 1; i++) await login({ username: u.email, password: 'nope' }, freshIp());
    expect((await login({ username: u.email, password: u.password }, freshIp())).status).toBe(200);
  });

  it(`refuses an IP after ${loginLimits.perIp} failures across any addresses, other IPs unaffected`, { timeout: 90_000 }, async () => {
    const ip = freshIp();
    // In batches of 10: 50 password checks one by one are slow on a busy machine.
    for (let i = 0; i < loginLimits.perIp; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => login({ username: uniqueEmail('spray'), password: 'guess' }, ip)));
      for (const r of batch) expect(r.status).toBe(200);
    }
    const u = await s.buildUser();
    const limited = await login({ username: u.email, password: u.password }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await login({ username: u.email, password: u.password }, freshIp())).body.returnval).toBe(loginReturnval.ok);
  });

  it('counts failures in the database, so every API process shares them', async () => {
    const email = uniqueEmail('shared');
    // Failures recorded by "another process": rows written directly.
    for (let i = 0; i < loginLimits.perEmail; i++)
      await s.database.pool.query("insert into login_failures (email, ip) values ($1, '10.99.0.1')", [email]);
    expect((await login({ username: email, password: 'whatever' }, freshIp())).status).toBe(429);
  });
});

describe('auto-login (POST login with autologin=1)', () => {
  it('signs a buyer in with the configured token and no password', async () => {
    const u = await s.buildUser();
    const res = await login({ username: u.email, autologin: 1, token: AUTO }, freshIp());
    expect(res.status).toBe(200);
    expect(auth.login.response.parse(res.body)).toMatchObject({
      status: 'success',
      returnval: loginReturnval.ok,
      data: { user: { id: u.id } },
    });
  });

  it('refuses a wrong token like wrong credentials, and counts it as a failure', async () => {
    const u = await s.buildUser();
    const res = await login({ username: u.email, autologin: 1, token: `${AUTO}x` }, freshIp());
    expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(res.body.data).toBeUndefined();
    expect(await failures(u.email)).toBe(1);
  });

  it('refuses staff accounts and unknown addresses', async () => {
    const admin = await s.buildUser({ role: 'admin' });
    expect((await login({ username: admin.email, autologin: 1, token: AUTO }, freshIp())).body.returnval).toBe(
      loginReturnval.invalidCredentials,
    );
    expect((await login({ username: uniqueEmail('nobody'), autologin: 1, token: AUTO }, freshIp())).body.returnval).toBe(
      loginReturnval.invalidCredentials,
    );
  });

  it('answers returnval 4 for a pending account', async () => {
    const u = await s.buildUser({ status: 'pending' });
    expect((await login({ username: u.email, autologin: 1, token: AUTO }, freshIp())).body).toMatchObject({
      returnval: loginReturnval.notAllowed,
      code: 'ACCOUNT_PENDING',
    });
  });

  it('requires the email and the token (400 VALIDATION_FAILED)', async () => {
    const noToken = await login({ username: 'a@example.test', autologin: 1 }, freshIp());
    expect(noToken.status).toBe(400);
    expect(noToken.body.fields).toEqual({ token: 'Required' });
    const noEmail = await login({ autologin: 1, token: AUTO }, freshIp());
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.fields).toEqual({ username: 'Enter email address' });
  });

  it('is disabled when no AUTO_LOGIN_TOKEN is configured', async () => {
    const plain = await startTestServer();
    try {
      const u = await plain.buildUser();
      const res = await plain.api('POST', '/api/user/login', { body: { username: u.email, autologin: 1, token: AUTO } });
      expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.invalidCredentials });
      expect(res.body.data).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
