import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import { watchlistRepository } from './watchlist.repository.js';
import type { EventBus } from '../../platform/events/event-bus.js';

export function createWatchlistService(db: Db, realtime: () => Realtime, events?: EventBus) {
  return {
    async add(userId: number, lotId: number) {
      if (!(await watchlistRepository.lotExists(db, lotId))) throw new AppError('NOT_FOUND');
      await watchlistRepository.add(db, userId, lotId);
      realtime().emitToUser(userId, 'watchlist', { id: lotId, status: 'added' });
      events?.publish('watchlist.changed', { lotId, userId, added: true });
    },
    async remove(userId: number, lotId: number) {
      await watchlistRepository.remove(db, userId, lotId);
      realtime().emitToUser(userId, 'watchlist', { id: lotId, status: 'removed' });
      events?.publish('watchlist.changed', { lotId, userId, added: false });
    },
  };
}
export type WatchlistService = ReturnType<typeof createWatchlistService>;
