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
