import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { defaultRedisPrefix } from '../../src/platform/config.js';
import { users } from '../../src/platform/db/schema/index.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { cachedHash, DEFAULT_PASSWORD } from '../harness.js';
import { processCluster, REDIS_URL, type ProcessCluster } from '../support/api-process.js';
import { connectSocket, nextEvent, record, type ClientSocket } from '../support/sockets.js';

/**
 * Issue 39, items 5 and 7 (last bullet), with real processes (postgres pass only): two
 * deployments on ONE Redis server — deployment A (two processes, Redis db 10) and deployment B
 * (one process, Redis db 11; pub/sub ignores the db number, as in the probe) — each on its own
 * database. A's live events reach A's sockets on both processes and none of B's; the rate limit
 * is one count per address across A's processes and apart from B's; every key either wrote is
 * under its own prefix.
 */
const LIMIT = 40;
const redisDb = (n: number) => {
  const u = new URL(REDIS_URL);
  u.pathname = `/${n}`;
  return u.toString();
};
const env = (db: number) => ({ REDIS_URL: redisDb(db), RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1', CLOSING_WORKER: 'false' });

let a: ProcessCluster | undefined;
let b: ProcessCluster | undefined;
let lotId: number;
const sockets: ClientSocket[] = [];

/** A client of the test's own (a loaded machine may take a while to connect). */
const redisClient = (url: string) => createClient({ url, socket: { connectTimeout: 30_000 } });

async function flush(db: number) {
  const client = redisClient(redisDb(db));
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.quit();
  }
}

async function keysOf(db: number): Promise<string[]> {
  const client = redisClient(redisDb(db));
  await client.connect();
  try {
    return await client.keys('*');
  } finally {
    await client.quit();
  }
}

async function prepare(cluster: ProcessCluster) {
  await seedIncrements(cluster.database.db);
  const emails = [1, 2].map((n) => `ns-buyer${n}-${cluster.url.split('/').pop()}@example.test`);
  const passwordHash = await cachedHash(DEFAULT_PASSWORD);
  await cluster.database.db.insert(users).values(emails.map((email) => ({ email, username: email.split('@')[0]!, passwordHash, firstName: 'Name', lastName: 'Space', isBuyer: true })));
  const lot = await buildLot(cluster.database.db, { title: 'Namespaced lot' });
  return { emails, lotId: lot.id };
}

const post = async (base: string, p: string, body: unknown, token?: string) => {
  const res = await fetch(new URL(p, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: { token?: string } } };
};
const login = async (base: string, email: string) => (await post(base, '/api/user/login', { username: email, password: DEFAULT_PASSWORD })).body.data!.token!;
const bid = (base: string, token: string, amount: number) => post(base, '/api/product/bidConfirm', { id: lotId, wsprice: amount, hard_bid: 0 }, token);

async function watcher(base: string) {
  const sock = await connectSocket(base);
  sockets.push(sock);
  await sock.timeout(10_000).emitWithAck('joinLot', { id: lotId });
  return sock;
}

let buyersA: string[];
let buyerB: string;

beforeAll(async () => {
  await Promise.all([flush(10), flush(11)]);
  a = await processCluster('nsA', env(10));
  b = await processCluster('nsB', env(11));
  // The processes migrate their databases on start.
  await a.start(2);
  await b.start(1);
  const [pa, pb] = await Promise.all([prepare(a), prepare(b)]);
  // The same lot number on both deployments: the same room name, as in the probe (lot 14 on each).
  expect(pb.lotId).toBe(pa.lotId);
  lotId = pa.lotId;
  buyersA = pa.emails;
  buyerB = pb.emails[0]!;
}, 400_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await Promise.all([a?.close(), b?.close()]);
});

describe('two deployments on one Redis (issue 39, item 5)', () => {
  it("delivers a bid on deployment A to A's sockets on both processes and to none of B's", async () => {
    const [a1, a2, b1] = [a!.procs[0]!.url, a!.procs[1]!.url, b!.procs[0]!.url];
    const [onA1, onA2, onB] = await Promise.all([watcher(a1), watcher(a2), watcher(b1)]);
    const seenOnB = record(onB, 'bidAddtime');
    const seenOnA2 = record(onA2, 'bidAddtime');

    const atA1 = nextEvent(onA1, 'bidAddtime', 15_000);
    const atA2 = nextEvent(onA2, 'bidAddtime', 15_000);
    expect((await bid(a1, await login(a1, buyersA[0]!), 50)).status).toBe(200);
    // The same deployment's other process hears it through Redis.
    await Promise.all([atA1, atA2]);

    // B's socket gets B's own bid, and nothing before it: A's broadcast (already delivered through
    // Redis to A's other process) never reached B.
    const ownOnB = nextEvent(onB, 'bidAddtime', 15_000);
    expect((await bid(b1, await login(b1, buyerB), 70)).status).toBe(200);
    await ownOnB;
    expect(seenOnB).toHaveLength(1);

    // And the other way: A's sockets see A's next bid, never B's.
    const nextOnA2 = nextEvent(onA2, 'bidAddtime', 15_000);
    expect((await bid(a2, await login(a2, buyersA[1]!), 90)).status).toBe(200);
    await nextOnA2;
    expect(seenOnA2).toHaveLength(2);
  });

  it("names every Redis key and channel with the deployment's own prefix (a hash of its database by default)", async () => {
    const prefixA = defaultRedisPrefix(a!.url, '');
    const prefixB = defaultRedisPrefix(b!.url, '');
    expect(prefixA).toMatch(/^gavel:[0-9a-f]{12}:$/);
    expect(prefixB).not.toBe(prefixA);
    // Each process logged requests: its rate-limit counts are keys under its prefix, nothing else.
    const [keysA, keysB] = await Promise.all([keysOf(10), keysOf(11)]);
    expect(keysA.length).toBeGreaterThan(0);
    expect(keysB.length).toBeGreaterThan(0);
    for (const k of keysA) expect(k.startsWith(prefixA), k).toBe(true);
    for (const k of keysB) expect(k.startsWith(prefixB), k).toBe(true);
    // Socket.IO's channels too (pub/sub is server-wide: the db number separates nothing).
    const client = redisClient(REDIS_URL);
    await client.connect();
    try {
      // (Room broadcasts go through a pattern subscription `<prefix>socket.io#/#*`, not listed here.)
      const channels = await client.pubSubChannels('gavel:*');
      expect(channels).toContain(`${prefixA}socket.io-request#/#`);
      expect(channels).toContain(`${prefixB}socket.io-request#/#`);
    } finally {
      await client.quit();
    }
  });
});

describe('the rate limit with REDIS_URL (issue 39, item 7)', () => {
  it("allows the documented limit per address in total across the deployment's processes, and counts another deployment apart", async () => {
    const address = '198.51.100.7';
    const procs = a!.procs.map((p) => p.url);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const res = await fetch(new URL('/api/user/banners?site_id=1', procs[i % procs.length]), { headers: { 'x-forwarded-for': address } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    // Deployment B has its own count for the same address.
    const onB = await fetch(new URL('/api/user/banners?site_id=1', b!.procs[0]!.url), { headers: { 'x-forwarded-for': address } });
    expect(onB.status).toBe(200);
  });
});
