/** The public face of the watchlist module: what other modules may use. */
export { watchlistRoutes } from './watchlist.routes.js';
export { createWatchlistService } from './watchlist.service.js';
