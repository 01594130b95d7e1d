import type { FastifyInstance } from 'fastify';
import { newsletter } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function newsletterRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = deps.services.newsletter;

  route(app, newsletter.getUnsubscribe, async ({ params }) => ({ status: 'success', data: await service.lookup(params.token) }));

  route(app, newsletter.unsubscribe, async ({ body }) => {
    await service.unsubscribe(body.token, body.email);
    return { status: 'success', message: 'You are unsubscribed!' };
  });
}
