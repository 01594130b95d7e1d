import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { disputes, invoices, lots, offers, sellerRequests, users } from '../../platform/db/schema/index.js';

const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/** Counts for the console home, scoped to one seller's lots when `sellerId` is set. */
export const consoleOverviewRepository = {
  async lotCounts(db: Db, sellerId: number | null) {
    const mine: SQL | undefined = sellerId === null ? undefined : eq(lots.sellerId, sellerId);
    const rows = await db
      .select({ status: lots.status, n: count() })
      .from(lots)
      .where(mine)
      .groupBy(lots.status);
    const by = new Map(rows.map((r) => [String(r.status), Number(r.n)]));
    return { open: by.get('open') ?? 0, draft: by.get('draft') ?? 0 };
  },

  pendingOffers: (db: Db, sellerId: number | null) =>
    one(
      db
        .select({ n: count() })
        .from(offers)
        .innerJoin(lots, eq(lots.id, offers.lotId))
        .where(and(eq(offers.status, 'submitted'), sellerId === null ? undefined : eq(lots.sellerId, sellerId))),
    ),

  pendingAccounts: (db: Db) => one(db.select({ n: count() }).from(users).where(eq(users.status, 'pending'))),
  pendingSellerRequests: (db: Db) => one(db.select({ n: count() }).from(sellerRequests).where(eq(sellerRequests.status, 'pending'))),
  unpaidInvoices: (db: Db) => one(db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'unpaid'))),
  openDisputes: (db: Db) => one(db.select({ n: count() }).from(disputes).where(inArray(disputes.status, ['open', 'answered']))),
};
export type ConsoleOverviewRepository = typeof consoleOverviewRepository;
