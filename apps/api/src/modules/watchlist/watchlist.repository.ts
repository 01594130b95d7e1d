import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../buyer-groups/index.js';
import { listedStatuses, lots, watchlist } from '../../platform/db/schema/index.js';

export const watchlistRepository = {
  /** A listed lot the user may see (a private lot: its groups' members only). */
  async lotExists(db: DbOrTx, lotId: number, userId: number) {
    const [r] = await db.select({ id: lots.id }).from(lots).where(and(eq(lots.id, lotId), inArray(lots.status, listedStatuses), lotVisibleTo(userId))).limit(1);
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
