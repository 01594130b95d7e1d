import type { FastifyInstance } from 'fastify';
import { consoleOverview } from '@gavel/contract';
import { consoleScope, route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function consoleOverviewRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, consoleOverview.getOverview, async ({ user }) => ({ status: 'success', data: await services.consoleOverview.overview(consoleScope(user!)) }));
}
