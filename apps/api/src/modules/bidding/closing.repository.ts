import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { lineItems, lots, orders } from '../../platform/db/schema/index.js';

/** The outcome stored on a closing lot or sub-lot. */
export interface ClosingOutcome {
  status: 'sold' | 'closed';
  winnerUserId: number | null;
  soldPrice: number | null;
}

/** An array parameter as one text literal (`{1,NULL,3}`): drizzle would expand a JS array into a list. */
const arrayLiteral = (values: readonly (number | string | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

export const closingRepository = {
  /**
   * Due open lots, locked; rows another process is closing are skipped, so each
   * lot is closed by exactly one process. NO KEY UPDATE, not UPDATE: a row that only
   * carries a foreign-key check (a notification or job inserted for the lot holds KEY
   * SHARE on it) must not make the closer skip a due lot.
   */
  async lockDueLots(tx: Tx, now: Date, limit: number) {
    return tx
      .select()
      .from(lots)
      .where(and(eq(lots.status, 'open'), lte(lots.dateClosed, now)))
      .orderBy(asc(lots.dateClosed))
      .limit(limit)
      .for('no key update', { skipLocked: true });
  },

  async lockLineItems(tx: Tx, lotId: number) {
    return tx.select().from(lineItems).where(eq(lineItems.lotId, lotId)).orderBy(asc(lineItems.id)).for('no key update');
  },

  async markLot(tx: Tx, lotId: number, result: ClosingOutcome) {
    await tx
      .update(lots)
      .set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice, closedAt: sql`now()` })
      .where(eq(lots.id, lotId));
  },

  /** Many locked lots' outcomes in one statement. */
  async markLots(tx: Tx, results: (ClosingOutcome & { lotId: number })[]) {
    if (!results.length) return;
    await tx.execute(sql`
      UPDATE lots l
         SET status = v.status, winner_user_id = v.winner, sold_price = v.price, closed_at = now()
        FROM unnest(${arrayLiteral(results.map((r) => r.lotId))}::int[], ${arrayLiteral(results.map((r) => r.status))}::text[],
                    ${arrayLiteral(results.map((r) => r.winnerUserId))}::int[], ${arrayLiteral(results.map((r) => r.soldPrice))}::bigint[])
             AS v(id, status, winner, price)
       WHERE l.id = v.id`);
  },

  async markLineItem(tx: Tx, id: number, result: ClosingOutcome) {
    await tx
      .update(lineItems)
      .set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice })
      .where(eq(lineItems.id, id));
  },

  async insertOrder(
    tx: Tx,
    o: { lotId: number; lineItemId: number | null; buyerId: number; amount: number; qty: number; currency: string },
  ) {
    const rows = await tx
      .insert(orders)
      .values({ ...o, kind: 'auction' })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    return rows[0]?.id ?? null;
  },

  /**
   * Whole-lot auction orders in one statement. A lot that already has one (the unique index on
   * auction orders) gets none: it is left out of the answer, so it gets no second invoice.
   */
  async insertLotOrders(tx: Tx, o: { lotId: number; buyerId: number; amount: number; qty: number; currency: string }[]) {
    if (!o.length) return new Map<number, number>();
    const rows = await tx
      .insert(orders)
      .values(o.map((x) => ({ ...x, lineItemId: null, kind: 'auction' as const })))
      .onConflictDoNothing()
      .returning({ id: orders.id, lotId: orders.lotId });
    return new Map(rows.map((r) => [r.lotId, r.id]));
  },

  async nextDueAt(tx: Tx | import('../../platform/db/client.js').Db) {
    const [r] = await tx
      .select({ at: sql<Date | null>`min(${lots.dateClosed})` })
      .from(lots)
      .where(eq(lots.status, 'open'));
    return r?.at ? new Date(r.at) : null;
  },

  /** Users with a live bid on each lot (for the `lot.closed` events), in one query. */
  async bidderIdsByLot(db: DbOrTx, lotIds: number[]) {
    const out = new Map<number, number[]>();
    if (!lotIds.length) return out;
    const r = await db.execute<{ lot_id: number; user_ids: number[] | string }>(sql`
      SELECT lot_id, array_agg(DISTINCT user_id) AS user_ids FROM bids
       WHERE lot_id = ANY(${arrayLiteral(lotIds)}::int[]) AND cancelled_at IS NULL GROUP BY lot_id`);
    for (const row of r.rows) {
      const ids = Array.isArray(row.user_ids) ? row.user_ids : String(row.user_ids).replace(/[{}]/g, '').split(',').filter(Boolean);
      out.set(Number(row.lot_id), ids.map(Number));
    }
    return out;
  },
};
