import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, loginReturnval } from '@gavel/contract';
import { hashToken } from '../src/modules/auth/index.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  s.api('POST', '/api/user/login', { body: { username, password, site_id: 1, ...extra } });

describe('POST /api/user/login', () => {
  it('answers returnval 3 with a token and the user for valid credentials', async () => {
    const u = await s.buildUser({ role: 'buyer', firstName: 'Ada', lastName: 'Lovelace' });
    const res = await login(u.email, u.password);
    expect(res.status).toBe(200);
    const body = auth.login.response.parse(res.body);
    expect(body.status).toBe('success');
    expect(body.returnval).toBe(loginReturnval.ok);
    expect(body.data?.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data?.user).toMatchObject({ id: u.id, email: u.email, first_name: 'Ada', last_name: 'Lovelace', isBuyer: 1, admin: 0 });
  });

  it('matches the email case-insensitively', async () => {
    const u = await s.buildUser();
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.body.returnval).toBe(loginReturnval.ok);
  });

  it('answers returnval 2 for a wrong password, without a token', async () => {
    const u = await s.buildUser();
    const res = await login(u.email, 'not-the-password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.invalidCredentials });
    expect(res.body.data).toBeUndefined();
  });

  it('answers returnval 2 for an unknown email, the same as for a wrong password', async () => {
    const res = await login('nobody-here@example.test', 'whatever-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.invalidCredentials });
    expect(res.body.data).toBeUndefined();
  });

  it('answers returnval 4 for an account pending approval', async () => {
    const u = await s.buildUser({ status: 'pending' });
    const res = await login(u.email, u.password);
    expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.notAllowed });
    expect(res.body.data).toBeUndefined();
  });

  it('answers returnval 4 for a deactivated account', async () => {
    const u = await s.buildUser({ status: 'deactivated' });
    const res = await login(u.email, u.password);
    expect(res.body).toMatchObject({ status: 'error', returnval: loginReturnval.notAllowed });
    expect(res.body.data).toBeUndefined();
  });

  it('gives a remembered session 30 days and a plain one 12 hours', async () => {
    const u = await s.buildUser();
    const plain = (await login(u.email, u.password)).body.data.token as string;
    const remembered = (await login(u.email, u.password, { remember: true })).body.data.token as string;
    const hours = async (token: string) => {
      const r = await s.database.pool.query<{ h: number }>(
        'select extract(epoch from (expires_at - created_at)) / 3600 as h from auth_tokens where token_hash = $1',
        [hashToken(token)],
      );
      return Math.round(Number(r.rows[0]!.h));
    };
    expect(await hours(plain)).toBe(12);
    expect(await hours(remembered)).toBe(30 * 24);
  });

  it('stores only a hash of the token', async () => {
    const u = await s.buildUser();
    const token = (await login(u.email, u.password)).body.data.token as string;
    const r = await s.database.pool.query('select count(*)::int as n from auth_tokens where token_hash = $1', [token]);
    expect(r.rows[0].n).toBe(0);
  });
});

describe('sessions', () => {
  it('reads the signed-in user back with getUserDetails', async () => {
    const u = await s.buildUser({ role: 'admin' });
    const token = await s.loginAs(u);
    const res = await s.api('GET', '/api/user/getUserDetails', { token });
    expect(res.status).toBe(200);
    expect(auth.getUserDetails.response.parse(res.body).data).toMatchObject({ id: u.id, email: u.email, admin: 1, isBuyer: 0 });
  });

  it('answers getUserDetails without a token with 401 UNAUTHENTICATED', async () => {
    const res = await s.api('GET', '/api/user/getUserDetails');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'error', success: false, code: 'UNAUTHENTICATED' });
  });

  it('treats an unknown or oversized token as a guest', async () => {
    for (const token of ['not-a-real-token', 'x'.repeat(5000)]) {
      const res = await s.api('GET', '/api/user/getUserDetails', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('revokes the token on logout, after which it answers 401 UNAUTHENTICATED', async () => {
    const u = await s.buildUser();
    const token = await s.loginAs(u);
    const other = await s.loginAs(u);
    const out = await s.api('POST', '/api/user/logout', { token, body: { site_id: 1 } });
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('success');
    const after = await s.api('GET', '/api/user/getUserDetails', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    // Only this session ends; the user's other session stays signed in.
    expect((await s.api('GET', '/api/user/getUserDetails', { token: other })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const u = await s.buildUser();
    const token = await s.loginAs(u);
    await s.deps.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`);
    const res = await s.api('GET', '/api/user/getUserDetails', { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the tokens of a user deactivated after signing in', async () => {
    const u = await s.buildUser();
    const token = await s.loginAs(u);
    const staff = await s.loginAs(await s.buildUser({ role: 'employee' }));
    const res = await s.api('POST', `/api/admin/users/${u.id}/deactivate`, { token: staff, body: {} });
    expect(res.status).toBe(200);
    expect((await s.api('GET', '/api/user/getUserDetails', { token })).status).toBe(401);
    expect((await login(u.email, u.password)).body.returnval).toBe(loginReturnval.notAllowed);
  });

  it('answers deactivating an unknown user with 404 NOT_FOUND', async () => {
    const staff = await s.loginAs(await s.buildUser({ role: 'admin' }));
    const res = await s.api('POST', '/api/admin/users/2147483000/deactivate', { token: staff, body: {} });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
