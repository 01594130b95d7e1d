import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/client.js';
import { bids, lots, notifications, users, watchlist } from '../../src/platform/db/schema/index.js';
import { processCluster, type ProcessCluster } from '../support/api-process.js';

/**
 * Ending-soon notifications with two API processes on one PostgreSQL database (postgres pass
 * only): each bidder / watcher is notified once although both processes scan every second,
 * and a restart neither repeats them nor misses a lot that became due while no process ran.
 */
let cluster: ProcessCluster;
let database: Database;
let bidderId: number;
let watcherId: number;

async function insertLot(title: string, closesInMinutes: number) {
  const [lot] = await database.db
    .insert(lots)
    .values({
      title, listingFormat: 'live', auctionType: 'live', startingPrice: 1_000, currentPrice: 1_000, bidCount: 1, bidSequence: 1,
      leaderUserId: bidderId, leaderMaxAmount: 1_000, leaderPlacedSeq: 1,
      dateAdded: new Date(Date.now() - 60_000), dateClosed: new Date(Date.now() + closesInMinutes * 60_000),
    })
    .returning({ id: lots.id });
  await database.db.insert(bids).values({ lotId: lot!.id, userId: bidderId, amount: 1_000, maxAmount: 1_000, sequence: 1 });
  await database.db.insert(watchlist).values({ lotId: lot!.id, userId: watcherId });
  return lot!.id;
}

const endingSoonRows = (lotIds: number[]) =>
  database.db.select().from(notifications).where(and(inArray(notifications.lotId, lotIds), inArray(notifications.type, [8, 9])));

/** Completed scan jobs so far (every process offers one a second; one per second gets through). */
async function completedScans() {
  const r = await database.pool.query<{ n: number }>(
    "select count(*)::int as n from pgboss.job where name = 'notifications.ending-soon' and state = 'completed'",
  );
  return r.rows[0]!.n;
}
async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  cluster = await processCluster('endsoon', { CLOSING_WORKER: 'false', ENDING_SOON_MINUTES: '30', ENDING_SOON_SCAN_SECONDS: '1' });
  database = cluster.database;
  await cluster.start(2);
  const rows = await database.db
    .insert(users)
    .values([
      { email: 'endsoon-bidder@example.test', username: 'esbidder', firstName: 'Bid', lastName: 'Der' },
      { email: 'endsoon-watcher@example.test', username: 'eswatcher', firstName: 'Watch', lastName: 'Er' },
    ])
    .returning({ id: users.id });
  [bidderId, watcherId] = rows.map((r) => r.id) as [number, number];
}, 120_000);

afterAll(() => cluster?.close());

describe('ending soon with two processes', () => {
  it('notifies each bidder (8) and watcher (9) once while both processes keep scanning', async () => {
    const lotId = await insertLot('Ending soon, two processes', 10);
    await waitFor(async () => (await endingSoonRows([lotId])).length === 2, 20_000);
    const after = await completedScans();
    await waitFor(async () => (await completedScans()) >= after + 3, 20_000);
    const rows = await endingSoonRows([lotId]);
    expect(rows.map((r) => [r.userId, r.type]).sort()).toEqual([[bidderId, 8], [watcherId, 9]].sort());
  }, 60_000);

  it('after a restart: nothing is repeated, and a lot that became due while stopped is notified', async () => {
    const [first] = await database.db.select({ id: lots.id }).from(lots).where(eq(lots.title, 'Ending soon, two processes'));
    await cluster.stopAll();
    const lotId = await insertLot('Due while stopped', 5);
    await cluster.start(1);
    await waitFor(async () => (await endingSoonRows([lotId])).length === 2, 20_000);
    const after = await completedScans();
    await waitFor(async () => (await completedScans()) >= after + 2, 20_000);
    expect(await endingSoonRows([first!.id])).toHaveLength(2);
    expect(await endingSoonRows([lotId])).toHaveLength(2);
  }, 90_000);
});
