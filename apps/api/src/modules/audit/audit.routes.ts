import type { FastifyInstance } from 'fastify';
import { audit } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';
import { auditRepository } from './audit.repository.js';
import { presentAuditEntry } from './audit.presenter.js';

export function auditRoutes(app: FastifyInstance, { db }: AppDeps) {
  route(app, audit.listAudit, async ({ query }) => {
    const [{ rows, total }, actions] = await Promise.all([
      auditRepository.list(db, {
        lotId: query.lot_id,
        userId: query.user_id,
        actorId: query.actor_id,
        action: query.action,
        entity: query.entity,
        page: query.page,
        perPage: query.per_page,
      }),
      auditRepository.actions(db),
    ]);
    return { status: 'success', data: { records: rows.map(presentAuditEntry), totalRecords: total, actions } };
  });
}
