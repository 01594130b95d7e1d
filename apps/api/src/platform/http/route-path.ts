import type { FastifyRequest } from 'fastify';

/**
 * The path a request is decided by: the matched route's pattern (`/api/user/login`,
 * `/api/product/view/:id`), never the raw URL. The router decodes the path before it
 * matches, so `/%61pi/user/banners` reaches the `/api/user/banners` route while its raw
 * `req.url` does not start with `/api/`: every hook that decides by prefix (rate limit,
 * maintenance, auth, the not-found fallback) must look here instead (docs/security.md).
 * Unmatched requests answer their decoded path (a malformed escape keeps the raw one).
 */
export function routePath(req: FastifyRequest): string {
  const pattern = req.routeOptions?.url;
  if (pattern) return pattern;
  const raw = req.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the request is an API call (decided by the matched route). */
export const isApiRequest = (req: FastifyRequest): boolean => routePath(req).startsWith('/api/');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route outside /api that reads the database to answer (a server-rendered first screen,
     * the sitemap): the API's rate limit (one count per address with the API) and maintenance
     * apply to it as to an API call (docs/security.md, "Limits").
     */
    databasePage?: boolean;
    /** An operational route outside /api under the API's rate limit, not maintenance (`/metrics`). */
    underRateLimit?: boolean;
  }
}

/** Whether the matched route is a page that reads the database (`config.databasePage`). */
export const isDatabasePage = (req: FastifyRequest): boolean => req.routeOptions?.config?.databasePage === true;

/**
 * Whether the API's rate limit counts this request: every API call and every other route that
 * reads the database. Static files (the built app, uploads) and the app shell for unknown paths
 * read none and are not counted.
 */
export const isRateLimited = (req: FastifyRequest): boolean =>
  isApiRequest(req) || isDatabasePage(req) || req.routeOptions?.config?.underRateLimit === true;
