import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { settingsRepository } from '../../platform/settings/settings.repository.js';

/** The cookie a successful sign-in leaves on the device (HttpOnly, path /api/user/login). */
export const DEVICE_COOKIE = 'gavel_device';
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

/** The device cookie's value in a Cookie header, if any. */
export const deviceCookieOf = (cookieHeader: string | undefined): string | null => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === DEVICE_COOKIE) return v.join('=').slice(0, 200);
  }
  return null;
};

/**
 * Known devices (issue 13 item 3): a device where an account signed in successfully carries
 * `userId.expires.mac`, signed with a secret kept in the settings table (the same on every
 * process). Sign-in limits meant against attackers (per account from any address, per
 * address across accounts) do not apply to the owner on a known device.
 */
export function createKnownDevices(db: Db) {
  let secret: Promise<string> | null = null;
  const key = () =>
    (secret ??= (async () => {
      const existing = await settingsRepository.get<string>(db, 'device_secret');
      if (existing) return existing;
      await settingsRepository.set(db, 'device_secret', randomBytes(32).toString('hex'));
      return (await settingsRepository.get<string>(db, 'device_secret'))!;
    })());
  const mac = async (userId: number, expires: number) => createHmac('sha256', await key()).update(`${userId}.${expires}`).digest('base64url');
  return {
    async issue(userId: number, now = Date.now()): Promise<string> {
      const expires = now + DEVICE_LIFETIME_MS;
      return `${userId}.${expires}.${await mac(userId, expires)}`;
    },
    async recognises(value: string | null, userId: number, now = Date.now()): Promise<boolean> {
      const [u, e, m] = (value ?? '').split('.');
      if (Number(u) !== userId || !(Number(e) > now) || !m) return false;
      const want = Buffer.from(await mac(userId, Number(e)));
      const got = Buffer.from(m);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
