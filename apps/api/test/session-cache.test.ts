import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildServer, type GavelServer } from '../src/server.js';
import { hashToken } from '../src/modules/auth/index.js';
import { makeDataDir, startTestServer, type TestServer } from './harness.js';

/**
 * The session cache (issue 11, docs/decisions.md "Session cache") on two app instances sharing
 * one database (PGlite in one process, or PostgreSQL): a token both instances have cached must
 * stop working on instance A soon after it is revoked through instance B (or the database) —
 * far sooner than the cache's 10 s safety-net TTL, so without the invalidation these fail.
 */
let s: TestServer;
let b: GavelServer;
let bUrl: string;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', JOBS_WORKER: 'false' } });
  b = await buildServer({ ...s.config, dataDir: makeDataDir() }, { database: s.database });
  bUrl = await b.listen();
});

afterAll(async () => {
  await b?.close();
  await s?.close();
});

const onB = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(new URL(path, bUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
};
const detailsOnA = (token: string) => s.api('GET', '/api/user/getUserDetails', { token });

/** Well under the cache's TTL: how long a revocation may take to reach the other instance. */
const WINDOW_MS = 2000;
async function expectStatusWithin(token: string, status: number) {
  const until = Date.now() + WINDOW_MS;
  let last = 0;
  while (Date.now() < until) {
    last = (await detailsOnA(token)).status;
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(last, `instance A still answered ${last} ${WINDOW_MS} ms after the change`).toBe(status);
}

/** Signs in and uses the token on both instances, so both have it cached. */
async function cachedOnBoth(user: { email: string; password: string }) {
  const token = await s.loginAs(user);
  expect((await detailsOnA(token)).status).toBe(200);
  expect((await onB('GET', '/api/user/getUserDetails', token)).status).toBe(200);
  expect(s.deps.services.auth.sessions.get(hashToken(token))).toBeDefined();
  return token;
}

describe('session cache across two instances on one database', () => {
  it('caches a session: a token already revoked in the database is answered from memory until notified', async () => {
    // The proof that the cache is on (so the tests below can fail): a revocation written with the
    // triggers disabled (no notification) is not seen by instance A.
    const user = await s.buildUser();
    const token = await cachedOnBoth(user);
    const c = await s.database.pool.connect();
    try {
      await c.query('begin');
      await c.query('set local session_replication_role = replica');
      await c.query('update auth_tokens set revoked_at = now() where token_hash = $1', [hashToken(token)]);
      await c.query('commit');
    } finally {
      c.release();
    }
    expect((await detailsOnA(token)).status).toBe(200);
    // Any notification for that token ends it.
    await s.deps.db.execute(sql`update auth_tokens set expires_at = now() where token_hash = ${hashToken(token)}`);
    await expectStatusWithin(token, 401);
  });

  it('ends a session on A when it logs out on B; the user’s other session stays', async () => {
    const user = await s.buildUser();
    const token = await cachedOnBoth(user);
    const other = await cachedOnBoth(user);
    expect((await onB('POST', '/api/user/logout', token, { site_id: 1 })).status).toBe(200);
    expect((await onB('GET', '/api/user/getUserDetails', token)).status).toBe(401);
    await expectStatusWithin(token, 401);
    expect((await detailsOnA(other)).status).toBe(200);
  });

  it('ends every session on A when an operator deactivates the user on B', async () => {
    const user = await s.buildUser();
    const token = await cachedOnBoth(user);
    const staff = await s.loginAs(await s.buildUser({ role: 'employee' }));
    expect((await onB('POST', `/api/admin/users/${user.id}/deactivate`, staff, {})).status).toBe(200);
    await expectStatusWithin(token, 401);
  });

  it('ends the other sessions on A when the password is changed on B', async () => {
    const user = await s.buildUser();
    const keeper = await cachedOnBoth(user);
    const other = await cachedOnBoth(user);
    const ok = await onB('POST', '/api/user/login/changepassword', keeper, { old_password: user.password, new_password1: 'N3w-Passw0rd!', new_password2: 'N3w-Passw0rd!' });
    expect(ok.status).toBe(200);
    await expectStatusWithin(other, 401);
    expect((await detailsOnA(keeper)).status).toBe(200);
  });

  it('ends a session on A whose expiry is moved into the past, and follows a role change', async () => {
    const user = await s.buildUser({ role: 'admin' });
    const token = await cachedOnBoth(user);
    await s.deps.db.execute(sql`update users set is_admin = false where id = ${user.id}`);
    const until = Date.now() + WINDOW_MS;
    let admin = 1;
    while (Date.now() < until && admin === 1) admin = (await detailsOnA(token)).body.data.admin;
    expect(admin).toBe(0);
    await s.deps.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`);
    await expectStatusWithin(token, 401);
  });
});
