import type { FastifyInstance } from 'fastify';
import { audit } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function auditRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, audit.listAudit, async ({ query }) => ({
    status: 'success',
    data: await services.audit.list({
      lotId: query.lot_id,
      userId: query.user_id,
      actorId: query.actor_id,
      action: query.action,
      entity: query.entity,
      page: query.page,
      perPage: query.per_page,
    }),
  }));
}
