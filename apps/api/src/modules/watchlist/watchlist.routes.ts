import type { FastifyInstance } from 'fastify';
import { watchlist } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function watchlistRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, watchlist.addToWatchlist, async ({ params, user }) => {
    await services.watchlist.add(user!.id, params.project_id);
    return { status: 'success', message: 'Added to watchlist' };
  });
  route(app, watchlist.removeFromWatchlist, async ({ params, user }) => {
    await services.watchlist.remove(user!.id, params.project_id);
    return { status: 'success', message: 'Removed from watchlist' };
  });
}
