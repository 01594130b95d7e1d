import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../platform/http/error-handler.js';
import { AppError } from '../../platform/http/errors.js';
import { isDatabasePage, routePath } from '../../platform/http/route-path.js';
import type { MaintenanceService } from './maintenance.service.js';

/** Calls that keep working in maintenance, so staff can sign in and switch it off. */
const exempt = [/^\/api\/admin\//, /^\/api\/user\/login\b/, /^\/api\/user\/logout\b/, /^\/api\/user\/getUserDetails\b/, /^\/api\/docs/, /^\/api\/user\/getLangPhrases\//];

/**
 * While the flag is on, every other API call answers 503 with the control-hub flag,
 * which switches the client to its "API Disabled" page. Staff are not blocked.
 * Pages that read the database (`config.databasePage`: the server-rendered first screens,
 * the sitemap) answer 503 too, before any read: the route's error handler turns the
 * MAINTENANCE error into its own cheap answer (the bare app page, which then shows its
 * maintenance page), others answer the envelope.
 */
export function installMaintenanceGuard(app: FastifyInstance, maintenance: MaintenanceService) {
  app.addHook('onRequest', async (req, reply) => {
    // The matched route decides (an encoded `/%61pi/...` path reaches the same route).
    const where = routePath(req);
    if (isDatabasePage(req)) {
      if (await maintenance.isOn()) throw new AppError('MAINTENANCE');
      return;
    }
    if (!where.startsWith('/api/') || exempt.some((r) => r.test(where))) return;
    if (req.user && (req.user.isAdmin || req.user.isEmployee)) return;
    if (await maintenance.isOn()) {
      return reply.status(503).send(errorBody('MAINTENANCE', undefined, { controlHub: true }));
    }
  });
}
