import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { lots } from '../../platform/db/schema/index.js';
import { closingRepository } from './closing.repository.js';

/**
 * Issue 13 item 12 (both engines): the soft-close cap is measured from the stored original
 * close, and the one-auction-sale-per-lot unique index exists and holds.
 */
let s: TestServer;
let alice: TestUser;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  alice = await s.buildUser();
  [aliceToken, bobToken] = await Promise.all([s.loginAs(alice), s.loginAs(await s.buildUser())]);
});
afterAll(() => s?.close());

const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });

describe('soft-close cap', () => {
  it('stays at the original close plus the cap however many bids extend the lot', async () => {
    // Extensions of 10 minutes, capped at 2 minutes past the original close: every bid in
    // the window asks for more than the cap allows, so the cap alone decides the close.
    await setSoftClose(s.database.db, { windowSeconds: 600, extensionSeconds: 600, capSeconds: 120 });
    const original = new Date(Date.now() + 60_000);
    const lot = await buildLot(s.database.db, { dateClosed: original });
    const capped = original.getTime() + 120_000;

    const first = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(first.status).toBe(200);
    expect(new Date(first.body.data.date_closed).getTime()).toBe(capped);
    const second = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 });
    const third = await bid(aliceToken, { id: lot.id, wsprice: 12, hard_bid: 1 });
    expect(new Date(second.body.data.date_closed).getTime()).toBe(capped);
    expect(new Date(third.body.data.date_closed).getTime()).toBe(capped);

    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row!.originalDateClosed?.getTime()).toBe(original.getTime());
    expect(row!.dateClosed.getTime()).toBe(capped);
  });
});

describe('one auction sale per lot', () => {
  it('has the unique index, and a second auction order for the same lot is not created', async () => {
    const idx = await s.database.pool.query("select indexdef from pg_indexes where indexname = 'orders_auction_lot_unique'");
    expect(idx.rows).toHaveLength(1);
    expect(idx.rows[0].indexdef).toMatch(/UNIQUE/i);

    const lot = await buildLot(s.database.db);
    const order = { lotId: lot.id, lineItemId: null, buyerId: alice.id, amount: 1_000, qty: 1, currency: 'USD' };
    await s.database.db.transaction((tx) => closingRepository.insertOrder(tx, order));
    await s.database.db.transaction((tx) => closingRepository.insertOrder(tx, { ...order, amount: 2_000 }));
    const n = await s.database.pool.query("select count(*)::int as n from orders where lot_id = $1 and kind = 'auction'", [lot.id]);
    expect(n.rows[0].n).toBe(1);
    await expect(
      s.database.pool.query("insert into orders (lot_id, buyer_id, amount, qty, currency, kind) values ($1, $2, 3000, 1, 'USD', 'auction')", [lot.id, alice.id]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
