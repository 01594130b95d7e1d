import type { FastifyInstance } from 'fastify';
import { content } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/deps.js';

export function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { services } = deps;
  route(app, content.getLangPhrases, async ({ params }) => services.content.phrases(params.language));

  route(app, content.getStaticContent, async ({ params, query }) => {
    if (params.siteid !== query.site_id) throw new AppError('UNKNOWN_SITE');
    return { status: 'success', data: await services.content.staticPage(params.page, query.language) };
  });

  route(app, content.getBanners, async () => ({ status: 'success', data: await services.content.banners() }));

  route(app, content.newsletterSubscribe, async ({ body, user }) => {
    // Subscribes and emails the unsubscribe link (modules/newsletter).
    await services.newsletter.subscribe(
      body.site_id,
      body.subscribe_email,
      user?.language ?? 'English',
    );
    return { status: 'success', message: 'Subscribed to newsletter successfully' };
  });
}
