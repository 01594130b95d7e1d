import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import { authRoutes } from './auth/auth.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';

/** Every feature's routes. A new feature adds one line here. */
export function registerModules(app: FastifyInstance, deps: AppDeps) {
  authRoutes(app, deps);
  adminRoutes(app, deps);
  contentRoutes(app, deps);
  catalogRoutes(app, deps);
}
