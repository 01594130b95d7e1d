import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.js';
import { lots, orders, users } from '../src/platform/db/schema/index.js';
import { processCluster, type ProcessCluster } from './support/api-process.js';
import { connectSocket, type ClientSocket } from './support/sockets.js';

/**
 * Closing with two API processes on one PostgreSQL database (postgres pass only):
 * lots due in the same second each close exactly once with one sale record, and a
 * lot whose moment passed while no process ran closes when one starts.
 */
let cluster: ProcessCluster;
let database: Database;
let buyerId: number;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function insertLots(n: number, closeAt: Date) {
  return database.db
    .insert(lots)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `Closing test lot ${i}`,
        listingFormat: 'live' as const,
        auctionType: 'live' as const,
        startingPrice: 1_000,
        currentPrice: 1_000 + i * 100,
        bidCount: 1,
        bidSequence: 1,
        leaderUserId: buyerId,
        leaderMaxAmount: 1_000 + i * 100,
        leaderPlacedSeq: 1,
        dateAdded: new Date(Date.now() - 60_000),
        dateClosed: closeAt,
      })),
    )
    .returning({ id: lots.id });
}

async function waitUntilClosed(ids: number[], timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.db.select({ id: lots.id, status: lots.status }).from(lots).where(inArray(lots.id, ids));
    if (rows.every((r) => r.status !== 'open') || Date.now() > until) return rows;
    await sleep(100);
  }
}

/** The lots' sale records: written just after the close is published, so waited for like it. */
async function waitForSales(ids: number[], timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const sales = await database.db.select().from(orders).where(inArray(orders.lotId, ids));
    if (sales.length >= ids.length || Date.now() > until) return sales;
    await sleep(100);
  }
}

beforeAll(async () => {
  cluster = await processCluster('closing');
  database = cluster.database;
  await cluster.start(2);
  const [u] = await database.db
    .insert(users)
    .values({ email: 'closer@example.test', username: 'closer', firstName: 'Close', lastName: 'Test' })
    .returning({ id: users.id });
  buyerId = u!.id;
}, 120_000);

afterAll(() => cluster?.close());

describe('closing with two processes', () => {
  it('closes lots due in the same second exactly once, with one sale each', async () => {
    const closeAt = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
    const ids = (await insertLots(40, closeAt)).map((r) => r.id);
    const socket: ClientSocket = await connectSocket(cluster.procs[0]!.url);
    const seen = new Map<number, number>();
    socket.on('realclosedupdates', (e) => seen.set(e.id, (seen.get(e.id) ?? 0) + 1));
    for (const id of ids) socket.emit('joinLot', { id });

    const rows = await waitUntilClosed(ids, 15_000);
    expect(rows.every((r) => r.status === 'sold')).toBe(true);
    const sales = await waitForSales(ids, 10_000);
    expect(sales).toHaveLength(ids.length);
    expect(new Set(sales.map((s) => s.lotId)).size).toBe(ids.length);
    await sleep(1_000); // let any duplicate event arrive before counting
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(seen.size).toBe(ids.length);
    const lateness = await database.pool.query<{ ms: number }>(
      'select max(extract(epoch from (closed_at - date_closed)) * 1000)::int as ms from lots where id = any($1)',
      [ids],
    );
    console.info(`closing lateness (max over ${ids.length} lots): ${lateness.rows[0]!.ms} ms`);
    socket.close();
  }, 60_000);

  it('closes on start a lot whose moment passed while no process ran', async () => {
    const [lot] = await insertLots(1, new Date(Date.now() + 1_500));
    await cluster.stopAll();
    await sleep(2_000);
    expect((await waitUntilClosed([lot!.id], 0))[0]!.status).toBe('open');
    await cluster.start(1);
    const rows = await waitUntilClosed([lot!.id], 15_000);
    expect(rows[0]!.status).toBe('sold');
    expect(await waitForSales([lot!.id], 10_000)).toHaveLength(1);
  }, 90_000);
});
