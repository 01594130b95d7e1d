import type { FastifyInstance } from 'fastify';
import { lots } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function lotsRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, lots.getProductView, async ({ params, query, user }) => ({ status: 'success', data: await services.lots.view(user, params.id, query.language) }));
  /** The spec's logged-out path: the same lot as a guest sees it. */
  route(app, lots.getProductViewGuest, async ({ params, query }) => ({ status: 'success', data: await services.lots.view(null, params.id, query.language) }));

  route(app, lots.getBidHistory, async ({ params, query, user }) => ({
    status: 'success',
    data: await services.lots.bidHistory(user, params.id, query),
  }));

  route(app, lots.acceptTerms, async ({ body, user }) => {
    await services.lots.acceptTerms(user!, body.projectid);
    return { status: 'success', msg: 'Terms accepted' };
  });

  route(app, lots.manifestDownload, async ({ params, user }) => ({ status: 'success', data: await services.lots.manifestDownload(params.id, user?.id ?? null) }));

  route(app, lots.attachmentDownload, async ({ body, user }) => ({
    status: 'success',
    data: await services.lots.attachmentDownload(body.projectid, body.attachment_id, user?.id ?? null),
  }));
}
