import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { openLotsForSitemap } from './seo.repository.js';

/** Public pages a crawler may index (the signed-in areas are not listed and are disallowed). */
const publicPages = ['/', '/search', '/recent/completed', '/price_lock', '/support', '/sitemap', '/about', '/how-to-bid', '/how-to', '/faq', '/grading', '/terms', '/privacy', '/privacy-shield'];
const privatePrefixes = ['/api/', '/dashboard', '/message', '/my_account', '/my_preferences', '/my-groups', '/cart', '/invoice/', '/product/buynow/', '/product/offer/', '/admin'];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `/robots.txt` and `/sitemap.xml` for search engines (not part of the API contract:
 * plain text and XML at the site root). Built from PUBLIC_URL, so the links are absolute.
 */
export function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const lines = ['User-agent: *', ...privatePrefixes.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
  // Reads the lots: under the API's rate limit and maintenance (docs/security.md).
  app.get('/sitemap.xml', { schema: { hide: true }, config: { databasePage: true } }, async (_req, reply) => {
    const open = await openLotsForSitemap(deps.db, 45_000);
    const urls = [
      ...publicPages.map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`),
      ...open.map((l) => `<url><loc>${xmlEscape(`${base}/product/view/${l.id}`)}</loc><lastmod>${l.dateAdded.toISOString().slice(0, 10)}</lastmod></url>`),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
}
