import type { FastifyInstance } from 'fastify';
import { admin } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function adminRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, admin.setMaintenance, async ({ body }) => {
    await services.maintenance.set(body.enabled);
    return { status: 'success', message: body.enabled ? 'Maintenance on' : 'Maintenance off', data: { maintenance: body.enabled } };
  });

  route(app, admin.createLot, async ({ body, user }) => ({
    status: 'success',
    data: { id: await services.admin.createLot(user!.id, body) },
  }));

  route(app, admin.deactivateUser, async ({ params }) => {
    await services.admin.deactivateUser(params.id);
    return { status: 'success', message: 'User deactivated' };
  });
}
