/** The public face of the watchlist module: what other modules may use. */
export { watchlistRoutes } from './watchlist.routes.js';
export { type WatchlistService, type WatchlistDeps, createWatchlistService } from './watchlist.service.js';
