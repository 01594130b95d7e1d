/** The public face of the watchlist module: what other modules may use. */
import { createWatchlistService } from './watchlist.service.js';
import { watchlistRepository } from './watchlist.repository.js';
export { watchlistRoutes } from './watchlist.routes.js';
export { type WatchlistService, type WatchlistDeps, createWatchlistService } from './watchlist.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createWatchlistModule = (deps: Omit<Parameters<typeof createWatchlistService>[0], 'repo'>) => createWatchlistService({ ...deps, repo: watchlistRepository });
