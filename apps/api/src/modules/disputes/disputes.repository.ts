import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { disputes, lots, users, type disputeStatusNames } from '../../platform/db/schema/index.js';

export type DisputeState = (typeof disputeStatusNames)[number];
export type DisputeRow = typeof disputes.$inferSelect;
export interface DisputeRecord {
  dispute: DisputeRow;
  title: string;
}

export const disputesRepository = {
  async insert(db: DbOrTx, d: { lotId: number; buyerId: number; subject: string; message: string }) {
    const [r] = await db.insert(disputes).values(d).returning({ id: disputes.id });
    return r!.id;
  },
  async records(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number; order: 'asc' | 'desc' }): Promise<DisputeRecord[]> {
    return db
      .select({ dispute: disputes, title: lots.title })
      .from(disputes)
      .innerJoin(lots, eq(lots.id, disputes.lotId))
      .where(where)
      .orderBy(page.order === 'asc' ? asc(disputes.id) : desc(disputes.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  async record(db: DbOrTx, id: number) {
    const [r] = await this.records(db, eq(disputes.id, id), { limit: 1, offset: 0, order: 'asc' });
    return r ?? null;
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [r] = await db.select({ n: count() }).from(disputes).where(where);
    return Number(r?.n ?? 0);
  },
  async lock(tx: Tx, id: number) {
    const [r] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
    return r ?? null;
  },
  async update(tx: Tx, id: number, set: Partial<DisputeRow>) {
    await tx.update(disputes).set(set).where(eq(disputes.id, id));
  },
  async buyer(db: DbOrTx, id: number) {
    const [u] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language }).from(users).where(eq(users.id, id)).limit(1);
    return u ?? null;
  },
  /** The console's rows: disputes with the buyer's account. */
  async consoleRecords(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
    return db
      .select({ dispute: disputes, title: lots.title, buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language } })
      .from(disputes)
      .innerJoin(lots, eq(lots.id, disputes.lotId))
      .innerJoin(users, eq(users.id, disputes.buyerId))
      .where(where)
      .orderBy(asc(disputes.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  whereId: (id: number) => eq(disputes.id, id),
  whereBuyer: (buyerId: number, lotId?: number) => and(eq(disputes.buyerId, buyerId), lotId ? eq(disputes.lotId, lotId) : undefined),
  whereStatus: (status?: DisputeState) => (status ? eq(disputes.status, status) : sql`true`),
};
export type DisputesRepository = typeof disputesRepository;
