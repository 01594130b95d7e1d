import type { FastifyInstance } from 'fastify';
import { lineItems } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function lineItemsRoutes(app: FastifyInstance, { services }: AppDeps) {
  // Sub-lots are built as code sees them; the response schema's codec writes the wire (spec statuses, units).
  route(app, lineItems.getLineItems, async ({ query, user }) => ({
    status: 'success',
    data: (await services.lineItems.list(user, query.project_id, query.sh_limit, query.page)) as never,
  }));
  /** The spec's logged-out path: the same list for a guest. */
  route(app, lineItems.getLineItemsGuest, async ({ query }) => ({
    status: 'success',
    data: (await services.lineItems.list(null, query.project_id, query.sh_limit, query.page)) as never,
  }));
  route(app, lineItems.updateSubLotViewCount, async ({ body }) => {
    await services.lineItems.countView(body.id);
    return { status: 'success', message: 'ok' };
  });
}
