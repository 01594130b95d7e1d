import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { listedStatuses, lots, watchlist } from '../../platform/db/schema/index.js';

export const watchlistRepository = {
  async lotExists(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ id: lots.id }).from(lots).where(and(eq(lots.id, lotId), inArray(lots.status, listedStatuses))).limit(1);
    return !!r;
  },
  async add(db: DbOrTx, userId: number, lotId: number) {
    await db.insert(watchlist).values({ userId, lotId }).onConflictDoNothing();
  },
  async remove(db: DbOrTx, userId: number, lotId: number) {
    await db.delete(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.lotId, lotId)));
  },
};
export type WatchlistRepository = typeof watchlistRepository;
