import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLot, seedIncrements } from '../../../test/factories/lots.js';
import { invoices, lots, orders } from '../../platform/db/schema/index.js';
import { buildServer } from '../../server.js';
import { closingRepository } from './closing.repository.js';
import { ORDERS_QUEUE } from './closing.service.js';
import { until } from '../../../test/support/until.js';

/**
 * A closing's auction orders and invoices are written after the close is published, with a backup
 * job written in the close's transaction: removed once the orders are in; left, and worked by any
 * process, when they could not be written (the process ended, the statement failed). Each lot gets
 * exactly one order and one invoice whoever writes them, however often.
 */
let s: TestServer;
let alice: TestUser;

/** A lot led by Alice at `cents`, due a second ago: closes sold to her. */
const dueLot = (cents: number) =>
  buildLot(s.database.db, {
    currentPrice: cents,
    bidCount: 1,
    bidSequence: 1,
    leaderUserId: alice.id,
    leaderMaxAmount: cents,
    leaderPlacedSeq: 1,
    dateClosed: new Date(Date.now() - 1_000),
  });
const waitingBackups = async () =>
  (
    await s.database.pool.query<{ lot_ids: number[] }>(
      "select data->'lotIds' as lot_ids from pgboss.job where name = $1 and state = 'created'",
      [ORDERS_QUEUE],
    )
  ).rows.map((r) => r.lot_ids);
const salesOf = (lotIds: number[]) =>
  s.database.db
    .select({
      lotId: orders.lotId,
      amount: orders.amount,
      buyerId: orders.buyerId,
      invoiceId: orders.invoiceId,
      invoiceOrder: invoices.orderId,
      createdAt: invoices.createdAt,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(inArray(orders.lotId, lotIds));
beforeAll(async () => {
  // No workers here: a backup job stays waiting until a test works it.
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', JOBS_WORKER: 'false', ENDING_SOON_SCAN_SECONDS: '3600' } });
  await seedIncrements(s.database.db);
  alice = await s.buildUser();
});
afterAll(() => s?.close());

describe("a closing's orders", () => {
  it('are written after the close, each invoiced at the close, and the backup job removed', async () => {
    const [one, two] = [await dueLot(2_500), await dueLot(4_000)];
    expect(await s.deps.services.closing.closeDue()).toBeGreaterThanOrEqual(2);
    const closed = await s.database.db
      .select()
      .from(lots)
      .where(inArray(lots.id, [one!.id, two!.id]));
    expect(closed.map((l) => l.status)).toEqual(['sold', 'sold']);
    const sales = await salesOf([one!.id, two!.id]);
    expect(sales.map(({ lotId, amount, buyerId }) => ({ lotId, amount, buyerId })).sort((a, b) => a.lotId - b.lotId)).toEqual([
      { lotId: one!.id, amount: 2_500, buyerId: alice.id },
      { lotId: two!.id, amount: 4_000, buyerId: alice.id },
    ]);
    for (const sale of sales) {
      expect(sale.invoiceId).not.toBeNull();
      expect(sale.invoiceOrder).not.toBeNull();
      expect(sale.createdAt!.getTime()).toBe(closed.find((l) => l.id === sale.lotId)!.closedAt!.getTime());
    }
    expect(await waitingBackups()).toEqual([]);
  });

  it('that fail to be written keep their backup; the retry writes each once', async () => {
    const lot = await dueLot(3_300);
    const failing = vi.spyOn(closingRepository, 'writeAuctionOrders').mockRejectedValueOnce(new Error('database went away'));
    try {
      expect(await s.deps.services.closing.closeDue()).toBeGreaterThanOrEqual(1);
    } finally {
      failing.mockRestore();
    }
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ status: 'sold', winnerUserId: alice.id, soldPrice: 3_300 });
    expect(await salesOf([lot.id])).toEqual([]);
    expect(await waitingBackups()).toEqual([[lot.id]]);

    // A process with workers, once the backup's delay has passed (as after a crash and restart).
    await s.database.pool.query("update pgboss.job set start_after = now() where name = $1 and state = 'created'", [ORDERS_QUEUE]);
    const worker = await buildServer({ ...s.config, JOBS_WORKER: true }, { database: s.database });
    try {
      await worker.listen();
      await until(async () => (await salesOf([lot.id])).length > 0 && (await waitingBackups()).length === 0);
      // Again (a second worker, a repeated job): nothing more.
      await worker.deps.services.closing.writeOrders([lot.id]);
    } finally {
      await worker.close();
    }
    const sales = await salesOf([lot.id]);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ amount: 3_300, buyerId: alice.id });
    expect(await s.database.db.select().from(invoices).where(eq(invoices.lotId, lot.id))).toHaveLength(1);
  });

  it('written by two at once: one order and one invoice', async () => {
    const lot = await dueLot(1_800);
    const failing = vi.spyOn(closingRepository, 'writeAuctionOrders').mockRejectedValueOnce(new Error('not now'));
    try {
      await s.deps.services.closing.closeDue();
    } finally {
      failing.mockRestore();
    }
    await Promise.all([s.deps.services.closing.writeOrders([lot.id]), s.deps.services.closing.writeOrders([lot.id])]);
    expect(await salesOf([lot.id])).toHaveLength(1);
    expect(await s.database.db.select().from(invoices).where(eq(invoices.lotId, lot.id))).toHaveLength(1);
    await s.database.pool.query("delete from pgboss.job where name = $1 and state = 'created'", [ORDERS_QUEUE]);
  });
});
