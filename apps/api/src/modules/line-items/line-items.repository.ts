import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { bids, categories, lineItems, listedStatuses, lots, users } from '../../platform/db/schema/index.js';

export type LineItemRow = typeof lineItems.$inferSelect;

export const lineItemsRepository = {
  async page(db: DbOrTx, lotId: number, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      db
        .select({ item: lineItems, categoryName: categories.name })
        .from(lineItems)
        .leftJoin(categories, eq(categories.id, lineItems.categoryId))
        .where(eq(lineItems.lotId, lotId))
        .orderBy(asc(lineItems.subLotNumber))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(lineItems).where(eq(lineItems.lotId, lotId)),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  },

  /** Per sub-lot of one lot: each listed user's highest maximum (viewer and company members). */
  async maximaByUser(db: DbOrTx, lotId: number, userIds: number[]) {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ lineItemId: bids.lineItemId, userId: bids.userId, max: sql<string>`max(${bids.maxAmount})` })
      .from(bids)
      .where(and(eq(bids.lotId, lotId), isNull(bids.cancelledAt), sql`${bids.lineItemId} is not null`, inArray(bids.userId, userIds)))
      .groupBy(bids.lineItemId, bids.userId);
    return rows.map((r) => ({ lineItemId: r.lineItemId!, userId: r.userId, max: Number(r.max) }));
  },

  async lot(db: DbOrTx, lotId: number) {
    const [row] = await db.select().from(lots).where(and(eq(lots.id, lotId), inArray(lots.status, listedStatuses))).limit(1);
    return row ?? null;
  },

  /** Users of a company (the company rule: members count as one bidder). */
  async companyMemberIds(db: DbOrTx, companyId: number) {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    return rows.map((r) => r.id);
  },

  async countView(db: DbOrTx, id: number) {
    const rows = await db
      .update(lineItems)
      .set({ viewCount: sql`${lineItems.viewCount} + 1` })
      .where(eq(lineItems.id, id))
      .returning({ id: lineItems.id });
    return rows.length > 0;
  },
};
export type LineItemsRepository = typeof lineItemsRepository;
