import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { lotValues, seedIncrements } from '../../../test/factories/lots.js';
import { lots, orders } from '../../platform/db/schema/index.js';

/**
 * A closing round takes its due lots batch after batch (500 a batch, two batches side by side),
 * in (date_closed, id) order, until a batch comes back short. Many lots share one moment, and
 * moments a microsecond apart, across the batches' edges: none is passed over, none is closed
 * twice, and each sold one gets its one order.
 */
let s: TestServer;
let alice: TestUser;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', JOBS_WORKER: 'false', ENDING_SOON_SCAN_SECONDS: '3600' } });
  await seedIncrements(s.database.db);
  alice = await s.buildUser();
});
afterAll(() => s?.close());

const COUNT = 1_301;

describe('a closing round', () => {
  it('closes every due lot exactly once over several batches, lots sharing a moment at a batch edge included', async () => {
    const ids: number[] = [];
    for (let k = 0; k < COUNT; k += 300) {
      const rows = await s.database.db
        .insert(lots)
        .values(
          Array.from({ length: Math.min(300, COUNT - k) }, (_, i) =>
            lotValues({
              title: `Pallet ${k + i}`,
              ...((k + i) % 2 === 0
                ? { bidCount: 1, bidSequence: 1, leaderUserId: alice.id, leaderMaxAmount: 1_000, leaderPlacedSeq: 1 }
                : {}),
            }),
          ),
        )
        .returning({ id: lots.id });
      ids.push(...rows.map((r) => r.id));
    }
    // Four moments a microsecond apart, about 325 lots each, so each batch edge (500, 1,000) falls
    // inside a moment; ids are not in moment order.
    await s.database.pool.query(
      `update lots set date_closed = date_trunc('second', now()) - interval '2 seconds' + ((id * 7) % 4) * interval '1 microsecond'
        where id = any($1::int[])`,
      [ids],
    );

    const closedNow = await s.deps.services.closing.closeDue();

    expect(closedNow).toBe(COUNT);
    const rows = await s.database.db.select({ id: lots.id, status: lots.status }).from(lots).where(inArray(lots.id, ids));
    expect(rows.filter((r) => r.status === 'open')).toEqual([]);
    expect(rows.filter((r) => r.status === 'sold')).toHaveLength(Math.ceil(COUNT / 2));
    const sales = await s.database.db
      .select({ lotId: orders.lotId })
      .from(orders)
      .where(and(inArray(orders.lotId, ids), eq(orders.kind, 'auction'), isNull(orders.lineItemId)));
    expect(sales).toHaveLength(Math.ceil(COUNT / 2));
    expect(await s.deps.services.closing.closeDue()).toBe(0);
  });
});
