import type { FastifyInstance } from 'fastify';
import { lots } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function lotsRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, lots.getProductView, async ({ params, query, user }) => ({ status: 'success', data: await services.lots.view(user, params.id, query.language) }));
  /** The spec's logged-out path: the same lot as a guest sees it. */
  route(app, lots.getProductViewGuest, async ({ params, query }) => ({ status: 'success', data: await services.lots.view(null, params.id, query.language) }));

  route(app, lots.getBidHistory, async ({ params, query, user }) => {
    const data = await services.lots.bidHistory(user, params.id, query);
    // The spec names records and totalRecords on the answer (api-notes "Bid history"); `data` kept.
    return { status: 'success', records: data.records, totalRecords: data.totalRecords, data };
  });

  route(app, lots.acceptTerms, async ({ body, user }) => {
    await services.lots.acceptTerms(user!, body.projectid);
    return { status: 'success', msg: 'Terms accepted' };
  });

  route(app, lots.manifestDownload, async ({ params, user }) => ({ status: 'success', data: await services.lots.manifestDownload(params.id, user?.id ?? null) }));

  // The spec's {projectid}: the lot's document (full manifest); with attachment_id, that attachment.
  route(app, lots.attachmentDownload, async ({ body, user }) => ({
    status: 'success',
    data:
      body.attachment_id === undefined
        ? await services.lots.manifestDownload(body.projectid, user?.id ?? null)
        : await services.lots.attachmentDownload(body.projectid, body.attachment_id, user?.id ?? null),
  }));
}
