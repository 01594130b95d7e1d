import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token (256 random bits, url-safe). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Session lifetimes: "remember me" keeps a token 30 days, otherwise 12 hours. */
export const tokenLifetimeMs = (remember: boolean) => (remember ? 30 * 24 : 12) * 60 * 60 * 1000;
