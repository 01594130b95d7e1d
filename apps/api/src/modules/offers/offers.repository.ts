import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { companies, lots, offers, orders, users, type offerStatusNames } from '../../platform/db/schema/index.js';

export type OfferRow = typeof offers.$inferSelect;
export type OfferState = (typeof offerStatusNames)[number];
export interface OfferRecord {
  offer: OfferRow;
  title: string;
  invoiceId: number | null;
}

const pending = ['submitted', 'countered'] as const;

export const offersRepository = {
  /** Offers and counters whose time ran out become expired (lazily, before each read or change). */
  async expireDue(db: DbOrTx, now: Date, where?: SQL) {
    await db
      .update(offers)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(offers.status, [...pending]), lte(offers.expiresAt, now), where));
  },

  async pendingOf(tx: DbOrTx, lotId: number, buyerId: number) {
    const [r] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.lotId, lotId), eq(offers.buyerId, buyerId), inArray(offers.status, [...pending])))
      .limit(1);
    return r ?? null;
  },

  async insert(tx: Tx, o: { lotId: number; buyerId: number; amount: number; expiresAt: Date }) {
    const [r] = await tx.insert(offers).values(o).returning();
    return r!;
  },

  /** The offer's lot id (to take the lot lock first). */
  async lotOf(db: DbOrTx, id: number) {
    const [r] = await db.select({ lotId: offers.lotId, buyerId: offers.buyerId }).from(offers).where(eq(offers.id, id)).limit(1);
    return r ?? null;
  },

  async lock(tx: Tx, id: number) {
    const [r] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    return r ?? null;
  },

  async update(tx: Tx, id: number, set: Partial<OfferRow>) {
    const [r] = await tx
      .update(offers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    return r!;
  },

  async records(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number; order: 'asc' | 'desc' }): Promise<OfferRecord[]> {
    return db
      .select({ offer: offers, title: lots.title, invoiceId: orders.invoiceId })
      .from(offers)
      .innerJoin(lots, eq(lots.id, offers.lotId))
      .leftJoin(orders, eq(orders.id, offers.orderId))
      .where(where)
      .orderBy(page.order === 'asc' ? asc(offers.id) : desc(offers.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async count(db: DbOrTx, where: SQL | undefined) {
    const [r] = await db.select({ n: count() }).from(offers).where(where);
    return Number(r?.n ?? 0);
  },

  async record(db: DbOrTx, id: number) {
    const [r] = await this.records(db, eq(offers.id, id), { limit: 1, offset: 0, order: 'asc' });
    return r!;
  },

  /** The console queue: offers with their buyer and lot (seller, currency, buy-now price). */
  async consoleRecords(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
    return db
      .select({
        offer: offers,
        title: lots.title,
        invoiceId: orders.invoiceId,
        sellerId: lots.sellerId,
        currency: lots.currency,
        buyNowPrice: lots.buyNowPrice,
        buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, company: companies.name },
      })
      .from(offers)
      .innerJoin(lots, eq(lots.id, offers.lotId))
      .innerJoin(users, eq(users.id, offers.buyerId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(orders, eq(orders.id, offers.orderId))
      .where(where)
      .orderBy(asc(offers.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async consoleCount(db: DbOrTx, where: SQL | undefined) {
    const [r] = await db.select({ n: count() }).from(offers).innerJoin(lots, eq(lots.id, offers.lotId)).where(where);
    return Number(r?.n ?? 0);
  },

  /** Every offer between the given (buyer, lot) pairs, oldest first: the price histories. */
  async between(db: DbOrTx, pairs: { buyerId: number; lotId: number }[]) {
    if (!pairs.length) return [];
    return db
      .select()
      .from(offers)
      .where(or(...pairs.map((p) => and(eq(offers.buyerId, p.buyerId), eq(offers.lotId, p.lotId)))))
      .orderBy(asc(offers.id));
  },

  whereConsole: (f: { status: OfferState | 'pending' | 'all'; lotId?: number; sellerId: number | null }) =>
    and(
      f.status === 'all' ? undefined : f.status === 'pending' ? inArray(offers.status, [...pending]) : eq(offers.status, f.status),
      f.lotId ? eq(offers.lotId, f.lotId) : undefined,
      f.sellerId !== null ? eq(lots.sellerId, f.sellerId) : undefined,
    ),

  whereBuyerLot: (buyerId: number, lotId: number) => and(eq(offers.buyerId, buyerId), eq(offers.lotId, lotId)),
};
export type OffersRepository = typeof offersRepository;
