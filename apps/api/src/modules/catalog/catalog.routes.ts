import type { FastifyInstance } from 'fastify';
import { catalog } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function catalogRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, catalog.getDefault, async () => ({ status: 'success', data: await services.catalog.referenceData() }));
}
