import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { consoleLots } from '@gavel/contract';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { bids, lineItems, lotImages, lots, manifestLines, users } from '../../platform/db/schema/index.js';

export type LotRow = typeof lots.$inferSelect;
export type LotInsert = typeof lots.$inferInsert;
export type LotImageRow = typeof lotImages.$inferSelect;
/** Whose lots: every lot (`null`) or one seller's. */
export type SellerScope = number | null;

const scoped = (scope: SellerScope, ...conds: (SQL | undefined)[]) => and(...conds, scope === null ? undefined : eq(lots.sellerId, scope));
const sellerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const firstThumb = sql<string | null>`(select coalesce(i.thumb, i.file) from ${lotImages} i where i.lot_id = ${lots.id} order by i.sort_order, i.id limit 1)`;

type ListQuery = z.output<typeof consoleLots.listLotsQuery>;

const sorts: Record<ListQuery['sort'], SQL[]> = {
  newest: [desc(lots.id)],
  closing: [asc(lots.dateClosed), asc(lots.id)],
  closing_desc: [desc(lots.dateClosed), desc(lots.id)],
  price_desc: [desc(lots.currentPrice), desc(lots.id)],
  bids_desc: [desc(lots.bidCount), desc(lots.id)],
  views_desc: [desc(lots.viewCount), desc(lots.id)],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The only file of the console's lots that touches the tables. */
export const consoleLotsRepository = {
  async list(db: DbOrTx, scope: SellerScope, f: ListQuery) {
    const text = f.q?.trim();
    const idMatch = text && /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
    const like = text ? `%${escapeLike(text)}%` : null;
    const where = scoped(
      scope,
      f.status ? eq(lots.status, f.status) : undefined,
      f.listing_format ? eq(lots.listingFormat, f.listing_format) : undefined,
      like ? or(idMatch !== null ? eq(lots.id, idMatch) : undefined, ilike(lots.title, like), ilike(lots.manufacturer, like), ilike(lots.modelNumber, like)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ lot: lots, sellerName, thumb: firstThumb })
        .from(lots)
        .leftJoin(users, eq(users.id, lots.sellerId))
        .where(where)
        .orderBy(...sorts[f.sort])
        .limit(f.per_page)
        .offset((f.page - 1) * f.per_page),
      db.select({ n: count() }).from(lots).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** One lot in the caller's scope (another seller's lot is not found). */
  async find(db: DbOrTx, scope: SellerScope, id: number) {
    const [row] = await db
      .select({ lot: lots, sellerName })
      .from(lots)
      .leftJoin(users, eq(users.id, lots.sellerId))
      .where(scoped(scope, eq(lots.id, id)))
      .limit(1);
    return row ?? null;
  },

  /** Locks one lot in the caller's scope for a change. */
  async lock(tx: Tx, scope: SellerScope, id: number): Promise<LotRow | null> {
    const [row] = await tx.select().from(lots).where(scoped(scope, eq(lots.id, id))).for('update').limit(1);
    return row ?? null;
  },

  /** Locks the lots in scope among `ids`, in id order (so two bulk actions never deadlock). */
  async lockMany(tx: Tx, scope: SellerScope, ids: number[]): Promise<LotRow[]> {
    return tx.select().from(lots).where(scoped(scope, inArray(lots.id, ids))).orderBy(asc(lots.id)).for('update');
  },

  async insertLot(tx: Tx, values: LotInsert) {
    const [row] = await tx.insert(lots).values(values).returning({ id: lots.id });
    return row!.id;
  },

  async updateLot(tx: Tx, id: number, values: Partial<LotInsert>) {
    await tx.update(lots).set(values).where(eq(lots.id, id));
  },

  async insertLineItems(tx: Tx, rows: (typeof lineItems.$inferInsert)[]) {
    if (rows.length) await tx.insert(lineItems).values(rows);
  },

  async subLots(db: DbOrTx, lotId: number) {
    return db.select().from(lineItems).where(eq(lineItems.lotId, lotId)).orderBy(asc(lineItems.subLotNumber));
  },

  async subLotCount(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ n: count() }).from(lineItems).where(eq(lineItems.lotId, lotId));
    return r?.n ?? 0;
  },

  async manifest(db: DbOrTx, lotId: number) {
    return db.select().from(manifestLines).where(eq(manifestLines.lotId, lotId)).orderBy(asc(manifestLines.id));
  },

  async insertManifest(tx: Tx, rows: (typeof manifestLines.$inferInsert)[]) {
    if (rows.length) await tx.insert(manifestLines).values(rows);
  },

  async images(db: DbOrTx, lotId: number) {
    return db.select().from(lotImages).where(eq(lotImages.lotId, lotId)).orderBy(asc(lotImages.sortOrder), asc(lotImages.id));
  },

  async insertImages(tx: Tx, rows: (typeof lotImages.$inferInsert)[]) {
    if (rows.length) await tx.insert(lotImages).values(rows);
  },

  async setImageOrder(tx: Tx, lotId: number, ids: number[]) {
    for (const [i, id] of ids.entries()) await tx.update(lotImages).set({ sortOrder: i }).where(and(eq(lotImages.id, id), eq(lotImages.lotId, lotId)));
  },

  async deleteImage(tx: Tx, lotId: number, imageId: number) {
    const [row] = await tx.delete(lotImages).where(and(eq(lotImages.id, imageId), eq(lotImages.lotId, lotId))).returning();
    return row ?? null;
  },

  /** The distinct bidders of a lot (live bids only): told when it is withdrawn. */
  async bidderIds(db: DbOrTx, lotId: number) {
    const rows = await db.selectDistinct({ id: bids.userId }).from(bids).where(and(eq(bids.lotId, lotId), isNull(bids.cancelledAt)));
    return rows.map((r) => r.id);
  },

  /** Opens every scheduled lot whose start has come; answers their ids. */
  async openDueScheduled(db: DbOrTx, now: Date) {
    const rows = await db
      .update(lots)
      .set({ status: 'open' })
      .where(and(eq(lots.status, 'scheduled'), lte(lots.dateAdded, now)))
      .returning({ id: lots.id });
    return rows.map((r) => r.id);
  },

  /** Seller accounts (the staff editor's seller choice). */
  async sellers(db: DbOrTx) {
    return db
      .select({ id: users.id, name: sellerName, email: users.email })
      .from(users)
      .where(and(eq(users.isSeller, true), eq(users.status, 'active')))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(1000);
  },

  async isSeller(db: DbOrTx, userId: number) {
    const [r] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.isSeller, true))).limit(1);
    return !!r;
  },

  async imageCount(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ n: count() }).from(lotImages).where(eq(lotImages.lotId, lotId));
    return r?.n ?? 0;
  },

  async imagesByIds(db: DbOrTx, lotId: number, ids: number[]) {
    return db.select({ id: lotImages.id }).from(lotImages).where(and(eq(lotImages.lotId, lotId), inArray(lotImages.id, ids)));
  },
};
export type ConsoleLotsRepository = typeof consoleLotsRepository;
