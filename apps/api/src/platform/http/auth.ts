import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './route-path.js';

/** The caller as every handler and policy sees it. */
export interface AuthUser {
  id: number;
  tokenId: number;
  isBuyer: boolean;
  isAdmin: boolean;
  isEmployee: boolean;
  /** A seller account: reaches the console for its own lots, offers and messages only. */
  isSeller: boolean;
  companyId: number | null;
  language: string;
}

export type TokenResolver = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
};

/**
 * Resolves `Authorization: Bearer <token>` into `req.user` on every /api request.
 * An unknown, expired or revoked token leaves the caller a guest; endpoints that
 * need a user then answer UNAUTHENTICATED.
 */
export function installAuth(app: FastifyInstance, resolve: TokenResolver) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!isApiRequest(req)) return;
    const token = bearerToken(req.headers.authorization);
    req.user = token ? await resolve(token) : null;
  });
}
