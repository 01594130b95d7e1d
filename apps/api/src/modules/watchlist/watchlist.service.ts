import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import type { WatchlistRepository } from './watchlist.repository.js';
import type { EventBus } from '../../platform/events/event-bus.js';

export interface WatchlistDeps {
  db: Db;
  repo: WatchlistRepository;
  realtime: () => Pick<Realtime, 'emitToUser'>;
  events: Pick<EventBus, 'publish'>;
}

export function createWatchlistService({ db, repo, realtime, events }: WatchlistDeps) {
  return {
    async add(userId: number, lotId: number) {
      if (!(await repo.lotExists(db, lotId, userId))) throw new AppError('NOT_FOUND');
      await repo.add(db, userId, lotId);
      realtime().emitToUser(userId, 'watchlist', { id: lotId, status: 'added' });
      events.publish('watchlist.changed', { lotId, userId, added: true });
    },
    async remove(userId: number, lotId: number) {
      await repo.remove(db, userId, lotId);
      realtime().emitToUser(userId, 'watchlist', { id: lotId, status: 'removed' });
      events.publish('watchlist.changed', { lotId, userId, added: false });
    },
  };
}
export type WatchlistService = ReturnType<typeof createWatchlistService>;
