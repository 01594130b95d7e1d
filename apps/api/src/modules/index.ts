import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { lotsRoutes } from './lots/lots.routes.js';
import { lineItemsRoutes } from './line-items/line-items.routes.js';
import { biddingRoutes } from './bidding/bidding.routes.js';
import { watchlistRoutes } from './watchlist/watchlist.routes.js';
import { registrationRoutes } from './registration/registration.routes.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';

/** Every feature's routes. A new feature adds one line here. */
export function registerModules(app: FastifyInstance, deps: AppDeps) {
  authRoutes(app, deps);
  adminRoutes(app, deps);
  contentRoutes(app, deps);
  catalogRoutes(app, deps);
  lotsRoutes(app, deps);
  lineItemsRoutes(app, deps);
  biddingRoutes(app, deps);
  watchlistRoutes(app, deps);
  registrationRoutes(app, deps);
  newsletterRoutes(app, deps);
}
