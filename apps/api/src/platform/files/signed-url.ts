import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a signed download link stays valid. */
export const SIGNED_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Short-lived download links for private files, bound to one user and one path: a plain
 * `<a href>` cannot send the bearer token, so the API answers a link signed with
 * FILE_URL_SECRET (or a per-process secret when unset: links then work only on the
 * process that made them). Verified by the private-files routes.
 */
const processSecret = randomBytes(32).toString('hex');

export function createUrlSigner(secret: string | undefined) {
  const key = secret ?? processSecret;
  const mac = (path: string, userId: number, expires: number) => createHmac('sha256', key).update(`${path}\n${userId}\n${expires}`).digest('base64url');
  return {
    sign(path: string, userId: number, now = Date.now()): string {
      const expires = now + SIGNED_URL_LIFETIME_MS;
      return `${path}?u=${userId}&e=${expires}&s=${mac(path, userId, expires)}`;
    },
    /** The user the link was made for, or null when it is forged, altered or expired. */
    verify(path: string, q: { u?: unknown; e?: unknown; s?: unknown }, now = Date.now()): number | null {
      const userId = Number(q.u);
      const expires = Number(q.e);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires) || typeof q.s !== 'string' || expires < now) return null;
      const want = Buffer.from(mac(path, userId, expires));
      const got = Buffer.from(q.s);
      return want.length === got.length && timingSafeEqual(want, got) ? userId : null;
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
