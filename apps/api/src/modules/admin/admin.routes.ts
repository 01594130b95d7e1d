import type { FastifyInstance } from 'fastify';
import { admin } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function adminRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, admin.setMaintenance, async ({ body, user, req }) => {
    await services.maintenance.set(body.enabled, { actorId: user!.id, ip: req.ip });
    return { status: 'success', message: body.enabled ? 'Maintenance on' : 'Maintenance off', data: { maintenance: body.enabled } };
  });

  // admin.createLot is served by modules/console-lots (staff and sellers).

  route(app, admin.deactivateUser, async ({ params, user, req }) => {
    await services.admin.deactivateUser(params.id, { actorId: user!.id, ip: req.ip });
    return { status: 'success', message: 'User deactivated' };
  });
}
