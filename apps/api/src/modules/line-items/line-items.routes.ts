import type { FastifyInstance } from 'fastify';
import { lineItems } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function lineItemsRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, lineItems.getLineItems, async ({ query, user }) => ({
    status: 'success',
    data: await services.lineItems.list(user, query.project_id, query.sh_limit, query.page),
  }));
  route(app, lineItems.updateSubLotViewCount, async ({ body }) => {
    await services.lineItems.countView(body.id);
    return { status: 'success', message: 'ok' };
  });
}
