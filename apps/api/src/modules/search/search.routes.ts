import type { FastifyInstance } from 'fastify';
import { languageSchema, search } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

/** Search, similar lots, support form, site map and price lock (issue 7). */
export function searchRoutes(app: FastifyInstance, deps: AppDeps) {
  const { services } = deps;
  const support = services.support;

  route(app, search.search, async ({ body, user }) => services.search.search(body, user));

  route(app, search.similar, async ({ body, user }) => ({
    status: 'success',
    records: await services.search.similar(body.id, body.limit, user),
  }));

  route(app, search.customerSupport, async ({ body, user }) => {
    const language = body.language ?? languageSchema.catch('English').parse(user?.language);
    await support.send({ ...body, siteId: body.site_id, userId: user?.id ?? null, language });
    return { status: 'success', msg: 'Your message has been sent. We will get back to you soon.' };
  });

  route(app, search.getSitemap, async () => ({ status: 'success', data: await services.search.sitemap() }));
  route(app, search.getSitemapGuest, async () => ({ status: 'success', data: await services.search.sitemap() }));

  route(app, search.getPriceLock, async ({ query, user }) => {
    const language = query.language ?? languageSchema.catch('English').parse(user?.language);
    return { status: 'success', data: services.search.priceLock(language) };
  });
}
