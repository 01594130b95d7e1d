import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { lineItems, lots, orders } from '../../platform/db/schema/index.js';

export const closingRepository = {
  /**
   * Due open lots, locked; rows another process is closing are skipped, so each
   * lot is closed by exactly one process.
   */
  async lockDueLots(tx: Tx, now: Date, limit: number) {
    return tx
      .select()
      .from(lots)
      .where(and(eq(lots.status, 'open'), lte(lots.dateClosed, now)))
      .orderBy(asc(lots.dateClosed))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  async lockLineItems(tx: Tx, lotId: number) {
    return tx.select().from(lineItems).where(eq(lineItems.lotId, lotId)).orderBy(asc(lineItems.id)).for('update');
  },

  async markLot(tx: Tx, lotId: number, result: { status: 'sold' | 'closed'; winnerUserId: number | null; soldPrice: number | null }) {
    await tx
      .update(lots)
      .set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice, closedAt: sql`now()` })
      .where(eq(lots.id, lotId));
  },

  async markLineItem(tx: Tx, id: number, result: { status: 'sold' | 'closed'; winnerUserId: number | null; soldPrice: number | null }) {
    await tx.update(lineItems).set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice }).where(eq(lineItems.id, id));
  },

  async insertOrder(tx: Tx, o: { lotId: number; lineItemId: number | null; buyerId: number; amount: number; qty: number; currency: string }) {
    const rows = await tx
      .insert(orders)
      .values({ ...o, kind: 'auction' })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    return rows[0]?.id ?? null;
  },

  async nextDueAt(tx: Tx | import('../../platform/db/client.js').Db) {
    const [r] = await tx
      .select({ at: sql<Date | null>`min(${lots.dateClosed})` })
      .from(lots)
      .where(eq(lots.status, 'open'));
    return r?.at ? new Date(r.at) : null;
  },
};
