import type { FastifyInstance } from 'fastify';
import { consoleContent as c } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';

/** The acting operator, audited with each change (the access rule already required staff). */
const by = (user: AuthUser | null, req: FastifyRequest) => ({ actorId: user!.id, ip: req.ip });

/** Operator console: content and settings (staff only, declared in the contract's console-content.ts). */
export function consoleContentRoutes(app: FastifyInstance, { services }: AppDeps) {
  const content = services.consoleContent;
  const settings = services.marketSettings;
  const ok = <T>(data: T) => ({ status: 'success' as const, data });

  route(app, c.listPages, async () => ok(await content.listPages()));
  route(app, c.getPage, async ({ params }) => ok(await content.page(params.page, params.language)));
  route(app, c.savePage, async ({ params, body, user, req }) =>
    ok(await content.savePage(params.page, params.language, body, by(user, req))),
  );
  route(app, c.deletePage, async ({ params, user, req }) => {
    await content.deletePage(params.page, params.language, by(user, req));
    return { status: 'success', message: 'Page removed' };
  });
  route(app, c.previewPage, async ({ body }) => ok({ content: content.previewPage(body.content) }));

  route(app, c.listBanners, async () => ok(await content.banners()));
  route(app, c.createBanner, async ({ body, files, user, req }) => ok(await content.createBanner(body, files, by(user, req))));
  route(app, c.updateBanner, async ({ params, body, user, req }) => {
    const { site_id: _site, ...fields } = body;
    return ok(await content.updateBanner(params.id, fields, by(user, req)));
  });
  route(app, c.replaceBannerImage, async ({ params, files, user, req }) =>
    ok(await content.replaceBannerImage(params.id, files, by(user, req))),
  );
  route(app, c.reorderBanners, async ({ body, user, req }) => ok(await content.reorderBanners(body.ids, by(user, req))));
  route(app, c.deleteBanner, async ({ params, user, req }) => {
    await content.deleteBanner(params.id, by(user, req));
    return { status: 'success', message: 'Banner deleted' };
  });

  route(app, c.listPhrases, async ({ query }) => ok(await content.phrases(query.q, query.overridden, query.page)));
  route(app, c.setPhrase, async ({ body, user, req }) => ok(await content.setPhrase(body.language, body.key, body.text, by(user, req))));

  route(app, c.getSettings, async () => ok(await settings.get()));
  route(app, c.setCurrencyRates, async ({ body, user, req }) => ok(await settings.setCurrencyRates(body.rates, by(user, req))));
  route(app, c.setIncrements, async ({ body, user, req }) => ok(await settings.setIncrements(body.bands, by(user, req))));
  route(app, c.setSoftClose, async ({ body, user, req }) => {
    const { site_id: _site, ...value } = body;
    return ok(await settings.setSoftClose(value, by(user, req)));
  });
  route(app, c.setOfferExpiry, async ({ body, user, req }) => ok(await settings.setOfferExpiry(body.offer_expiry_hours, by(user, req))));
  route(app, c.setBuyerApproval, async ({ body, user, req }) => ok(await settings.setBuyerApproval(body.required, by(user, req))));
  route(app, c.setCommission, async ({ body, user, req }) => ok(await settings.setCommission(body, by(user, req))));
}
