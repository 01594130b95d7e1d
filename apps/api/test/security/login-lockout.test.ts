import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits, loginReturnval } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { ACCOUNT_DELAY_CAP_MS, PAIR_FREE_FAILURES, hashToken } from '../../src/modules/auth/index.js';

/**
 * Issue 13 item 3: nobody can lock the owner out. Failures from any address stop unknown
 * devices, not the owner on a device where the account signed in before; one address
 * guessing one account waits longer and longer; a fresh reset link still gets in.
 * (X-Forwarded-For varies the address: the test client is a trusted proxy here.)
 */
let s: TestServer;
let ipSeq = 0;
const freshIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => s?.close());

const login = (username: string, password: string, ip: string, device?: string) =>
  s.api('POST', '/api/user/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': ip, ...(device ? { cookie: device } : {}) },
  });
/** Signs in once and keeps the known-device cookie the answer set. */
const deviceOf = async (email: string, password: string) => {
  const res = await login(email, password, freshIp());
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^gavel_device=[^;]+; Path=\/api\/user\/login;.*HttpOnly; SameSite=Strict/);
  return cookie.split(';')[0]!;
};

describe('login throttling spares the owner', () => {
  it('lets the owner in on a known device after an attacker’s failures from many addresses', async () => {
    const owner = await s.buildUser();
    const device = await deviceOf(owner.email, owner.password);
    for (let i = 0; i < loginLimits.perEmail; i++) await login(owner.email, `guess-${i}`, freshIp());
    // An unknown device (the attacker's, or anyone's) is refused...
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(429);
    // ...the owner on the known device is not.
    const mine = await login(owner.email, owner.password, freshIp(), device);
    expect(mine.status).toBe(200);
    expect(mine.body.returnval).toBe(loginReturnval.ok);
  });

  it('lets the owner in from a new address once the account’s short delay has passed (no 15-minute lockout)', async () => {
    const owner = await s.buildUser();
    for (let i = 0; i < loginLimits.perEmail; i++) await login(owner.email, `guess-${i}`, freshIp());
    const held = await login(owner.email, owner.password, freshIp());
    expect(held.status).toBe(429);
    expect(held.body.details.retry_after_seconds).toBeLessThanOrEqual(ACCOUNT_DELAY_CAP_MS / 1000);
    // The delay after the latest failure has passed (moved into the past rather than waited for).
    await s.database.pool.query("update login_failures set created_at = created_at - interval '61 seconds' where email = $1", [owner.email]);
    const mine = await login(owner.email, owner.password, freshIp());
    expect(mine.status).toBe(200);
    expect(mine.body.returnval).toBe(loginReturnval.ok);
  });

  it('keeps a guesser spread over many addresses slow: each further failure doubles the account’s delay', async () => {
    const owner = await s.buildUser();
    const ip = freshIp();
    for (let i = 0; i < loginLimits.perEmail + 4; i++) {
      await s.database.pool.query('insert into login_failures (email, ip) values ($1, $2)', [owner.email, freshIp()]);
    }
    const held = await login(owner.email, 'another-guess', ip);
    expect(held.status).toBe(429);
    expect(held.body.details.retry_after_seconds).toBeGreaterThan(8);
    expect(held.body.details.retry_after_seconds).toBeLessThanOrEqual(16);
  });

  it('does not accept another account’s device cookie, or a forged one', async () => {
    const owner = await s.buildUser();
    const other = await s.buildUser();
    const othersDevice = await deviceOf(other.email, other.password);
    for (let i = 0; i < loginLimits.perEmail; i++) await login(owner.email, 'nope', freshIp());
    expect((await login(owner.email, owner.password, freshIp(), othersDevice)).status).toBe(429);
    expect((await login(owner.email, owner.password, freshIp(), `gavel_device=${owner.id}.9999999999999.forged`)).status).toBe(429);
  });

  it('lets a known device in behind an address that guessed at many accounts', { timeout: 90_000 }, async () => {
    const owner = await s.buildUser();
    const device = await deviceOf(owner.email, owner.password);
    const shared = freshIp();
    await s.database.pool.query(
      `insert into login_failures (email, ip) select 'spray-' || g || '@example.test', $1 from generate_series(1, ${loginLimits.perIp}) g`,
      [shared],
    );
    const other = await s.buildUser();
    expect((await login(other.email, other.password, shared)).status).toBe(429);
    expect((await login(owner.email, owner.password, shared, device)).status).toBe(200);
  });

  it('makes one address guessing one account wait longer and longer, even on a known device', async () => {
    const owner = await s.buildUser();
    const device = await deviceOf(owner.email, owner.password);
    const ip = freshIp();
    const failures = PAIR_FREE_FAILURES + 3; // the next attempt waits 2^3 = 8 s after the last failure
    for (let i = 0; i < failures; i++) await s.database.pool.query('insert into login_failures (email, ip) values ($1, $2)', [owner.email, ip]);
    const held = await login(owner.email, owner.password, ip, device);
    expect(held.status).toBe(429);
    const wait = held.body.details.retry_after_seconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(8);
    // Once the delay has passed, the attempt is heard.
    await s.database.pool.query("update login_failures set created_at = now() - interval '9 seconds' where email = $1 and ip = $2", [owner.email, ip]);
    expect((await login(owner.email, owner.password, ip, device)).status).toBe(200);
  });

  it('lets the owner in with a fresh reset link whatever the failures', async () => {
    const owner = await s.buildUser({ email: uniqueEmail('reset') });
    for (let i = 0; i < loginLimits.perEmail; i++) await login(owner.email, 'nope', freshIp());
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(429);
    const token = randomBytes(24).toString('hex');
    await s.database.pool.query('insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, $3)', [owner.id, hashToken(token), new Date(Date.now() + 3_600_000)]);
    const reset = await s.api('POST', '/api/user/updateUserPasswordUnauth', { body: { token, password: 'Brand-N3w-Pass!', confirm_password: 'Brand-N3w-Pass!' } });
    expect(reset.status).toBe(200);
    expect((await login(owner.email, 'Brand-N3w-Pass!', freshIp())).status).toBe(200);
  });
});
