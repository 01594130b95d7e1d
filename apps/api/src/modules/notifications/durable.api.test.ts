import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLineItems, buildLot, seedIncrements } from '../../../test/factories/lots.js';
import { lots, notifications } from '../../platform/db/schema/index.js';
import { buildServer } from '../../server.js';
import { DURABLE_EVENTS_QUEUE, enqueueEventBatch, enqueueEvents } from '../../platform/events/durable-events.js';
import { cancelEventsStatement } from '../../platform/events/durable-events.repository.js';
import { notificationsRepository } from './notifications.repository.js';
import { until } from '../../../test/support/until.js';

/**
 * Issue 9: notifications survive a crash between commit and delivery (a durable backup job
 * per event, worked after a restart, delivered once), and sub-lot winners of a line-item lot
 * get "won" (6) with their sub-lot number, enqueued in the closing transaction.
 */
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let aliceToken: string;
let bobToken: string;

const rowsOf = (userId: number, type: number) =>
  s.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const jobStates = async () =>
  Object.fromEntries(
    (await s.database.pool.query<{ state: string; n: number }>('select state::text as state, count(*)::int as n from pgboss.job where name = $1 group by state', [DURABLE_EVENTS_QUEUE])).rows.map((r) => [r.state, r.n]),
  );
beforeAll(async () => {
  // This process only sends jobs: nothing queued is worked until a worker starts.
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', JOBS_WORKER: 'false', ENDING_SOON_SCAN_SECONDS: '3600' } });
  await seedIncrements(s.database.db);
  [alice, bob] = await Promise.all([s.buildUser(), s.buildUser()]);
  [aliceToken, bobToken] = await Promise.all([s.loginAs(alice), s.loginAs(bob)]);
});
afterAll(() => s?.close());

describe('durable notifications', () => {
  it('an event handled in-process removes its backup job (nothing is delivered twice)', async () => {
    const lot = await buildLot(s.database.db, { title: 'Inline lot' });
    const before = await jobStates();
    // Delivery held at its first read, to see the backup that is written before it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const original = notificationsRepository.recipients.bind(notificationsRepository);
    const recipientsRead = vi.spyOn(notificationsRepository, 'recipients').mockImplementation(async (...args) => {
      await held;
      return original(...args);
    });
    try {
      expect((await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: aliceToken })).status).toBe(200);
      await until(async () => ((await jobStates()).created ?? 0) === (before.created ?? 0) + 1); // the backup is written…
      release();
      await s.deps.services.events.drain();
    } finally {
      release();
      recipientsRead.mockRestore();
    }
    expect((await rowsOf(alice.id, 5)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    expect(await jobStates()).toEqual(before); // …and, once delivered, gone, in no state
  });

  it('handled backups are removed through the primary key, whatever the statistics say', async () => {
    // Statistics from a quiet moment, then a burst of waiting backups (as under bids: nothing
    // analyzes this queue, it is never polled full).
    const partition = await s.database.pool.query<{ partition_name: string }>('select partition_name from pgboss.queue where name = $1', [DURABLE_EVENTS_QUEUE]);
    await s.database.pool.query(`analyze pgboss."${partition.rows[0]!.partition_name}"`);
    const lot = await buildLot(s.database.db, { title: 'Burst lot' });
    const burst = Array.from({ length: 3000 }, () => ({ name: 'watchlist.changed' as const, payload: { lotId: lot.id, userId: alice.id, added: true } }));
    const ids = await enqueueEvents(s.database.db, burst, { delaySeconds: 3600 });
    type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    const explained = (await s.database.db.execute(sql`explain (format json) ${cancelEventsStatement(ids.slice(0, 40))}`)).rows[0] as Record<string, unknown>;
    const plan = explained['QUERY PLAN'];
    const read = nodes((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan).filter((n) => n['Index Name']);
    expect(read.map((n) => n['Index Name'])).toEqual([expect.stringMatching(/_pkey$/)]);
    await s.database.db.execute(cancelEventsStatement(ids));
    expect((await s.database.pool.query('select count(*)::int as n from pgboss.job where id = any($1::uuid[])', [ids])).rows).toEqual([{ n: 0 }]);
  });

  it('bids published together are delivered as one round: one read of their lots and recipients, every notification, every backup cancelled', async () => {
    const lotsBuilt = await Promise.all([1, 2, 3].map((n) => buildLot(s.database.db, { title: `Round lot ${n}` })));
    const before = await jobStates();
    const lotsRead = vi.spyOn(notificationsRepository, 'lotNames');
    const recipientsRead = vi.spyOn(notificationsRepository, 'recipients');
    try {
      const at = new Date();
      for (const lot of lotsBuilt) {
        s.deps.services.events.publish('bid.placed', { lotId: lot.id, lineItemId: null, bidderId: bob.id, previousLeaderId: alice.id, leaderId: bob.id, priceCents: 1500, at });
      }
      s.deps.services.events.publish('watchlist.changed', { lotId: lotsBuilt[0]!.id, userId: alice.id, added: true });
      await s.deps.services.events.drain();
      expect(lotsRead).toHaveBeenCalledTimes(1); // the round's bids
      expect(lotsRead.mock.calls[0]![1]).toEqual(lotsBuilt.map((l) => l.id));
      expect(recipientsRead).toHaveBeenCalledTimes(2); // the bids, then the watch-list event
    } finally {
      lotsRead.mockRestore();
      recipientsRead.mockRestore();
    }
    const ids = new Set(lotsBuilt.map((l) => l.id));
    expect((await rowsOf(alice.id, 3)).filter((r) => ids.has(r.lotId!))).toHaveLength(3);
    expect((await rowsOf(bob.id, 2)).filter((r) => ids.has(r.lotId!))).toHaveLength(3);
    expect((await rowsOf(alice.id, 5)).filter((r) => r.lotId === lotsBuilt[0]!.id)).toHaveLength(1);
    expect(await jobStates()).toEqual(before); // the backup written, then removed
  });

  it('a round that fails keeps its backups for a worker, and the retry delivers once', async () => {
    const lot = await buildLot(s.database.db, { title: 'Failed round lot' });
    const before = await jobStates();
    const lotsRead = vi.spyOn(notificationsRepository, 'lotNames').mockRejectedValueOnce(new Error('database went away'));
    const payload = { lotId: lot.id, lineItemId: null, bidderId: bob.id, previousLeaderId: alice.id, leaderId: bob.id, priceCents: 1700, at: new Date() };
    try {
      s.deps.services.events.publish('bid.placed', payload);
      await s.deps.services.events.drain();
    } finally {
      lotsRead.mockRestore();
    }
    expect((await rowsOf(alice.id, 3)).filter((r) => r.lotId === lot.id)).toHaveLength(0);
    const after = await jobStates();
    expect(after.created ?? 0).toBe((before.created ?? 0) + 1);
    // The backup holds the event (with the others published together): a worker's run delivers it, and again only once.
    const backup = await s.database.pool.query<{ id: string; data: { events: { name: 'bid.placed'; payload: never; at: number }[] } }>(
      "select id, data from pgboss.job where name = $1 and state = 'created' and data->'events' @> jsonb_build_array(jsonb_build_object('payload', jsonb_build_object('lotId', $2::int)))",
      [DURABLE_EVENTS_QUEUE, lot.id],
    );
    expect(backup.rows).toHaveLength(1);
    expect(backup.rows[0]!.data.events.map((e) => e.name)).toEqual(['bid.placed']);
    for (let i = 0; i < 2; i++) for (const e of backup.rows[0]!.data.events) await s.deps.notifications.dispatch({ name: e.name, payload: e.payload }, e.at);
    expect((await rowsOf(alice.id, 3)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    expect((await rowsOf(bob.id, 2)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    await s.database.pool.query('delete from pgboss.job where id = $1', [backup.rows[0]!.id]);
  });

  it('events published while a round is handled are backed up together after it, as one job', async () => {
    const lotsBuilt = await Promise.all([1, 2, 3, 4].map((n) => buildLot(s.database.db, { title: `Held round lot ${n}` })));
    const before = (await jobStates()).created ?? 0;
    // Each round is held at its read of the recipients until released.
    const gates: (() => void)[] = [];
    const original = notificationsRepository.recipients.bind(notificationsRepository);
    vi.spyOn(notificationsRepository, 'recipients').mockImplementation(async (db, ids) => {
      await new Promise<void>((r) => gates.push(r));
      return original(db, ids);
    });
    const backups = async () =>
      (
        await s.database.pool.query<{ n: number }>(
          "select jsonb_array_length(data->'events')::int as n from pgboss.job where name = $1 and state = 'created' order by created_on",
          [DURABLE_EVENTS_QUEUE],
        )
      ).rows.map((r) => r.n);
    const publish = (lotId: number) =>
      s.deps.services.events.publish('bid.placed', { lotId, lineItemId: null, bidderId: bob.id, previousLeaderId: alice.id, leaderId: bob.id, priceCents: 1500, at: new Date() });
    try {
      publish(lotsBuilt[0]!.id);
      await until(() => gates.length === 1); // its round holds
      expect((await backups()).slice(before)).toEqual([1]);
      // Three more, one at a time, each given the time of a backup's insert: none is written while the round runs…
      for (const lot of lotsBuilt.slice(1)) {
        publish(lot.id);
        for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
        await s.database.pool.query('select 1');
      }
      expect((await backups()).slice(before)).toEqual([1]);
      gates.shift()!();
      // …then the next round holds the three, backed up by one insert.
      await until(() => gates.length === 1);
      expect((await backups()).slice(before)).toEqual([3]);
      gates.shift()!();
      await s.deps.services.events.drain();
    } finally {
      gates.forEach((g) => g());
      vi.restoreAllMocks();
    }
    expect((await jobStates()).created ?? 0).toBe(before);
    const ids = new Set(lotsBuilt.map((l) => l.id));
    expect((await rowsOf(alice.id, 3)).filter((r) => ids.has(r.lotId!))).toHaveLength(4);
  });

  it('events published together share one backup, cancelled only when every one of them is handled', async () => {
    const [one, two] = await Promise.all([buildLot(s.database.db, { title: 'Shared backup 1' }), buildLot(s.database.db, { title: 'Shared backup 2' })]);
    const before = await jobStates();
    // The watch-list delivery fails once; the bid of the same backup is delivered.
    const original = notificationsRepository.recipients.bind(notificationsRepository);
    let failed = false;
    vi.spyOn(notificationsRepository, 'recipients').mockImplementation(async (db, ids) => {
      if (!failed && ids.length === 1 && ids[0] === alice.id) {
        failed = true;
        throw new Error('database went away');
      }
      return original(db, ids);
    });
    try {
      const at = new Date();
      s.deps.services.events.publish('bid.placed', { lotId: one.id, lineItemId: null, bidderId: bob.id, previousLeaderId: null, leaderId: bob.id, priceCents: 1500, at });
      s.deps.services.events.publish('watchlist.changed', { lotId: two.id, userId: alice.id, added: true });
      await s.deps.services.events.drain();
    } finally {
      vi.restoreAllMocks();
    }
    expect((await rowsOf(bob.id, 2)).filter((r) => r.lotId === one.id)).toHaveLength(1);
    expect((await rowsOf(alice.id, 5)).filter((r) => r.lotId === two.id)).toHaveLength(0);
    const kept = await s.database.pool.query<{ id: string; n: number }>(
      "select id, jsonb_array_length(data->'events')::int as n from pgboss.job where name = $1 and state = 'created' and data->'events' @> jsonb_build_array(jsonb_build_object('payload', jsonb_build_object('lotId', $2::int)))",
      [DURABLE_EVENTS_QUEUE, two.id],
    );
    expect(kept.rows).toEqual([{ id: expect.any(String), n: 2 }]);
    expect((await jobStates()).created ?? 0).toBe((before.created ?? 0) + 1);
    await s.database.pool.query('delete from pgboss.job where id = $1', [kept.rows[0]!.id]);
  });

  it('sub-lot winners of a line-item lot get "won" (6) with the sub-lot number, once each', async () => {
    const lot = await buildLot(s.database.db, { title: 'Line win lot', listingFormat: 'lineitem', auctionType: 'lineitem' });
    const [one, two, three] = await buildLineItems(s.database.db, lot.id, 3);
    const bid = (token: string, id: number, wsprice: number) =>
      s.api('POST', '/api/product/bidConfirm', { token, body: { id, master_id: lot.id, wsprice, hard_bid: 1, auctionType: 'lineitem' } });
    expect((await bid(aliceToken, one!.id, 5)).status).toBe(200);
    expect((await bid(bobToken, two!.id, 6)).status).toBe(200);
    expect((await bid(aliceToken, three!.id, 7)).status).toBe(200);
    await s.deps.services.events.drain();
    await s.database.db.update(lots).set({ dateClosed: new Date(Date.now() - 1000) }).where(eq(lots.id, lot.id));
    expect(await s.deps.services.closing.closeDue()).toBeGreaterThan(0);
    // Enqueued in the closing transaction; no worker in this process: work the queue as a worker would.
    const queued = await s.database.pool.query<{ data: { name: string; payload: never; at: number } }>(
      "select data from pgboss.job where name = $1 and state = 'created' and data->>'name' = 'lineItem.won' and (data->'payload'->>'lotId')::int = $2",
      [DURABLE_EVENTS_QUEUE, lot.id],
    );
    expect(queued.rows).toHaveLength(3);
    for (const job of [...queued.rows, ...queued.rows]) await s.deps.notifications.dispatch({ name: 'lineItem.won', payload: job.data.payload }, job.data.at);
    const aliceWon = (await rowsOf(alice.id, 6)).filter((r) => r.lotId === lot.id);
    expect(aliceWon.map((r) => r.subLotNumber).sort()).toEqual([one!.subLotNumber, three!.subLotNumber].sort());
    expect(aliceWon[0]!.title).toMatch(/^You won Line win lot for \$\d/);
    expect((await rowsOf(bob.id, 6)).filter((r) => r.lotId === lot.id).map((r) => r.subLotNumber)).toEqual([two!.subLotNumber]);
  });

  it('a crash between commit and delivery loses nothing: after a restart a worker delivers it, once', async () => {
    const lot = await buildLot(s.database.db, { title: 'Crash lot' });
    const payload = { lotId: lot.id, lineItemId: null, bidderId: bob.id, previousLeaderId: alice.id, leaderId: bob.id, priceCents: 1200, at: new Date() };
    // What a listener writes first after commit; the process then "dies" before handling it.
    // A job an event (a publisher's own transaction) and a backup of events published together (the bus's).
    const watched = await buildLot(s.database.db, { title: 'Crash watched lot' });
    await enqueueEvents(s.database.db, [{ name: 'bid.placed', payload }], { delaySeconds: 30 });
    await enqueueEventBatch(
      s.database.db,
      [
        { event: { name: 'bid.placed', payload }, at: Date.now() },
        { event: { name: 'watchlist.changed', payload: { lotId: watched.id, userId: bob.id, added: true } }, at: Date.now() },
      ],
      { delaySeconds: 30 },
    );
    await s.deps.jobs.stop();
    expect((await rowsOf(alice.id, 3)).filter((r) => r.lotId === lot.id)).toHaveLength(0);

    // A new process with workers on the same database (the backup's delay has passed).
    await s.database.pool.query("update pgboss.job set start_after = now() where name = $1 and state = 'created'", [DURABLE_EVENTS_QUEUE]);
    const restarted = await buildServer({ ...s.config, JOBS_WORKER: true }, { database: s.database });
    try {
      await restarted.listen();
      await until(async () => (await rowsOf(alice.id, 3)).some((r) => r.lotId === lot.id) && (await rowsOf(bob.id, 5)).some((r) => r.lotId === watched.id));
      await until(async () => ((await jobStates()).created ?? 0) === 0 && ((await jobStates()).active ?? 0) === 0);
      // Delivered again (a retry, a second worker): still one notification each.
      await restarted.deps.notifications.dispatch({ name: 'bid.placed', payload }, Date.now());
      expect((await rowsOf(alice.id, 3)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
      expect((await rowsOf(bob.id, 2)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
      expect((await rowsOf(bob.id, 5)).filter((r) => r.lotId === watched.id)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
