import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../buyer-groups/index.js';
import {
  bids,
  bulkBidResults,
  categories,
  currencies,
  orders,
  conditions,
  lineItems,
  lotAttachments,
  lotImages,
  listedStatuses,
  lots,
  manifestLines,
  termsAcceptances,
  watchlist,
  users,
} from '../../platform/db/schema/index.js';

export type LotRow = typeof lots.$inferSelect;

export const lotsRepository = {
  /** The viewer's invoice for a lot they bought (null until invoiced or when not theirs). */
  /** The viewer's orders on a lot (a line-item win has one per sub-lot): invoice, amount and status. */
  async viewerOrders(db: DbOrTx, lotId: number, userId: number): Promise<{ invoiceId: number | null; amount: number; status: string }[]> {
    return db
      .select({ invoiceId: orders.invoiceId, amount: orders.amount, status: orders.status })
      .from(orders)
      .where(and(eq(orders.lotId, lotId), eq(orders.buyerId, userId)))
      .orderBy(asc(orders.id))
      .limit(500);
  },

  /** Whether the viewer has a bulk-bid outcome (the bid-status file) for a lot. */
  async hasBulkResult(db: DbOrTx, lotId: number, userId: number): Promise<boolean> {
    const [r] = await db.select({ n: count() }).from(bulkBidResults).where(and(eq(bulkBidResults.lotId, lotId), eq(bulkBidResults.userId, userId)));
    return (r?.n ?? 0) > 0;
  },

  /** Codes of the display currencies. */
  async currencyCodes(db: DbOrTx): Promise<string[]> {
    return (await db.select({ code: currencies.code }).from(currencies).orderBy(asc(currencies.code))).map((c) => c.code);
  },

  /** A listed lot as the viewer may see it (a private lot: its groups' members only; `viewerId` null: a guest). */
  async findLot(db: DbOrTx, id: number, viewerId: number | null) {
    const [row] = await db
      .select({ lot: lots, categoryName: categories.name, categoryKey: categories.key, conditionName: conditions.name, conditionVar: conditions.languageVar })
      .from(lots)
      .leftJoin(categories, eq(categories.id, lots.categoryId))
      .leftJoin(conditions, eq(conditions.id, lots.conditionId))
      // Buyers never see a draft, scheduled or withdrawn lot (issue 10).
      .where(and(eq(lots.id, id), inArray(lots.status, listedStatuses), lotVisibleTo(viewerId)))
      .limit(1);
    return row ?? null;
  },

  /** Counts one buyer view of a listed lot (the console lists views). */
  async countView(db: DbOrTx, id: number) {
    await db.update(lots).set({ viewCount: sql`${lots.viewCount} + 1` }).where(eq(lots.id, id));
  },

  async images(db: DbOrTx, lotId: number) {
    const rows = await db.select({ file: lotImages.file }).from(lotImages).where(eq(lotImages.lotId, lotId)).orderBy(asc(lotImages.sortOrder), asc(lotImages.id));
    return rows.map((r) => r.file);
  },

  async attachments(db: DbOrTx, lotId: number) {
    return db.select().from(lotAttachments).where(eq(lotAttachments.lotId, lotId)).orderBy(asc(lotAttachments.id));
  },

  async manifest(db: DbOrTx, lotId: number) {
    return db.select().from(manifestLines).where(eq(manifestLines.lotId, lotId)).orderBy(asc(manifestLines.id));
  },

  async lineItemCount(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ n: count() }).from(lineItems).where(eq(lineItems.lotId, lotId));
    return r?.n ?? 0;
  },

  async isWatched(db: DbOrTx, userId: number, lotId: number) {
    const [r] = await db.select({ n: count() }).from(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.lotId, lotId)));
    return (r?.n ?? 0) > 0;
  },

  async hasAcceptedTerms(db: DbOrTx, userId: number, lotId: number) {
    const [r] = await db
      .select({ n: count() })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.lotId, lotId)));
    return (r?.n ?? 0) > 0;
  },

  async acceptTerms(db: DbOrTx, userId: number, lotId: number) {
    await db.insert(termsAcceptances).values({ userId, lotId }).onConflictDoNothing();
  },

  /** The viewer's (and their company's) participation in a lot's bidding (lot-level bids only). */
  async viewerBids(db: DbOrTx, lotId: number, userIds: number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: bids.userId, amount: bids.amount, maxAmount: bids.maxAmount, sequence: bids.sequence })
      .from(bids)
      .where(and(eq(bids.lotId, lotId), isNull(bids.lineItemId), isNull(bids.cancelledAt), inArray(bids.userId, userIds)))
      .orderBy(desc(bids.sequence));
  },

  /** Bid history page (newest first) and the order in which each bidder first bid (for stable labels). */
  async bidHistory(db: DbOrTx, lotId: number, lineItemId: number | null, limit: number, offset: number) {
    const scope = and(eq(bids.lotId, lotId), isNull(bids.cancelledAt), lineItemId ? eq(bids.lineItemId, lineItemId) : undefined);
    const [records, total, firstBids] = await Promise.all([
      db.select().from(bids).where(scope).orderBy(desc(bids.sequence), desc(bids.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(bids).where(scope),
      db
        .select({ userId: bids.userId, first: sql<number>`min(${bids.id})` })
        .from(bids)
        .where(eq(bids.lotId, lotId))
        .groupBy(bids.userId)
        .orderBy(sql`min(${bids.id})`),
    ]);
    return { records, total: total[0]?.n ?? 0, bidderOrder: firstBids.map((b) => b.userId) };
  },

  /** Users of a company (the company rule: members count as one bidder). */
  async companyMemberIds(db: DbOrTx, companyId: number) {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    return rows.map((r) => r.id);
  },

  async countManifestDownload(db: DbOrTx, lotId: number) {
    const rows = await db
      .update(lots)
      .set({ manifestDownloads: sql`${lots.manifestDownloads} + 1` })
      .where(eq(lots.id, lotId))
      .returning({ file: lots.manifestFile });
    return rows[0] ?? null;
  },

  async countAttachmentDownload(db: DbOrTx, lotId: number, attachmentId: number) {
    const rows = await db
      .update(lotAttachments)
      .set({ downloads: sql`${lotAttachments.downloads} + 1` })
      .where(and(eq(lotAttachments.id, attachmentId), eq(lotAttachments.lotId, lotId)))
      .returning({ fileName: lotAttachments.fileName });
    return rows[0] ?? null;
  },
};
export type LotsRepository = typeof lotsRepository;
