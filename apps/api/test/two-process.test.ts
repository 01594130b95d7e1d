import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '@gavel/contract';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { users } from '../src/platform/db/schema/index.js';
import { cachedHash, DEFAULT_PASSWORD, uniqueEmail } from './harness.js';
import { createTestDatabase, tcpReachable } from './support/postgres.js';
import { call, REDIS_URL, startApi, stopApi, type ApiProcess } from './support/api-process.js';
import { connectSocket, nextEvent, type ClientSocket } from './support/sockets.js';

/**
 * Two real API processes (`node --import tsx apps/api/src/main.ts`) on one PostgreSQL
 * database and one Redis: what one process does reaches sockets connected to the other.
 * Included only in the postgres pass (vitest.config.ts); a missing Redis or PostgreSQL
 * fails this file, it is never skipped.
 */
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let database: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const dataDirs: string[] = [];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const redisUrl = new URL(REDIS_URL);
  if (!(await tcpReachable(redisUrl.hostname, Number(redisUrl.port || 6379)))) {
    throw new Error(`Redis is not reachable at ${REDIS_URL}: the two-process test needs it (start it, as .ci/run does).`);
  }
  const created = await createTestDatabase('gavel_2proc'); // throws when PostgreSQL is down
  dropDatabase = created.drop;
  const env = (dir: string) => ({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: created.url,
    REDIS_URL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'no-web'),
  });
  for (let i = 0; i < 2; i++) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-2proc-')));
  // Both start at once: the migration runner's advisory lock must let exactly one migrate.
  [a, b] = await Promise.all([startApi('A', env(dataDirs[0]!)), startApi('B', env(dataDirs[1]!))]);
  database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
});

afterAll(async () => {
  for (const sock of sockets) sock.disconnect();
  await Promise.all([stopApi(a), stopApi(b)]);
  await database?.close();
  await dropDatabase?.();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});

async function createUser(role: 'admin' | 'buyer') {
  const email = uniqueEmail(`2proc-${role}`);
  const [row] = await database!.db
    .insert(users)
    .values({
      email,
      username: email.split('@')[0]!,
      passwordHash: await cachedHash(DEFAULT_PASSWORD),
      firstName: 'Two',
      lastName: 'Process',
      isBuyer: role === 'buyer',
      isAdmin: role === 'admin',
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

async function login(base: string, email: string) {
  const res = await call(base, 'POST', '/api/user/login', { body: { username: email, password: DEFAULT_PASSWORD } });
  expect(res.body.returnval, JSON.stringify(res.body)).toBe(3);
  return res.body.data.token as string;
}

describe('two API processes sharing PostgreSQL and Redis', () => {
  it('both report ready on PostgreSQL with the Redis adapter', async () => {
    for (const p of [a!, b!]) {
      const res = await call(p.url, 'GET', '/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ready', database: 'postgres', realtime: 'redis' });
    }
    const n = await database!.pool.query('select count(*)::int as n from schema_migrations');
    expect(n.rows[0].n).toBeGreaterThan(0);
  });

  it('accepts on one process a token issued by the other', async () => {
    const buyer = await createUser('buyer');
    const token = await login(a!.url, buyer.email);
    const res = await call(b!.url, 'GET', '/api/user/getUserDetails', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(buyer.id);
  });

  it('delivers userDeactivate to a socket on process B when an admin deactivates the user on process A', async () => {
    const admin = await createUser('admin');
    const buyer = await createUser('buyer');
    const adminToken = await login(a!.url, admin.email);
    const buyerToken = await login(b!.url, buyer.email);

    const sock = await connectSocket(b!.url, buyerToken);
    sockets.push(sock);
    const event = nextEvent(sock, 'userDeactivate', 10_000);

    const res = await call(a!.url, 'POST', `/api/admin/users/${buyer.id}/deactivate`, { token: adminToken, body: { site_id: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(serverEvents.userDeactivate.parse(await event)).toEqual({ user_id: buyer.id });

    // And the buyer's token is dead on both processes.
    for (const p of [a!, b!]) expect((await call(p.url, 'GET', '/api/user/getUserDetails', { token: buyerToken })).status).toBe(401);
  });

  it('drops a socket on process B when its token is revoked on process A (logout), keeping the other session’s', async () => {
    const buyer = await createUser('buyer');
    const token = await login(b!.url, buyer.email);
    const otherSession = await login(b!.url, buyer.email);
    const sock = await connectSocket(b!.url, token);
    const other = await connectSocket(b!.url, otherSession);
    sockets.push(sock, other);
    const gone = new Promise<string>((resolve) => sock.once('disconnect', (why) => resolve(why)));
    expect((await call(a!.url, 'POST', '/api/user/logout', { token, body: { site_id: 1 } })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(other.connected).toBe(true);
  });

  it('drops the sockets on process B of the other sessions when the password is changed on process A, keeping the changer’s', async () => {
    const buyer = await createUser('buyer');
    const changer = await login(a!.url, buyer.email);
    const revoked = await login(b!.url, buyer.email);
    const sock = await connectSocket(b!.url, revoked);
    const own = await connectSocket(b!.url, changer);
    sockets.push(sock, own);
    const gone = new Promise<string>((resolve) => sock.once('disconnect', (why) => resolve(why)));
    const res = await call(a!.url, 'POST', '/api/user/login/changepassword', {
      token: changer,
      body: { old_password: DEFAULT_PASSWORD, new_password1: 'An0ther-Passw0rd!', new_password2: 'An0ther-Passw0rd!' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(own.connected).toBe(true);
  });

  it('shows maintenance switched on in process A to guests of process B', async () => {
    const admin = await createUser('admin');
    const adminToken = await login(a!.url, admin.email);
    try {
      expect((await call(a!.url, 'POST', '/api/admin/maintenance', { token: adminToken, body: { enabled: true } })).status).toBe(200);
      // Each process trusts its cached flag for up to a second.
      await expect.poll(async () => (await call(b!.url, 'GET', '/api/user/banners')).status, { timeout: 5000, interval: 250 }).toBe(503);
    } finally {
      await call(a!.url, 'POST', '/api/admin/maintenance', { token: adminToken, body: { enabled: false } });
    }
  });
});
