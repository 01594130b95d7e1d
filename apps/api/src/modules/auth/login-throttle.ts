import { loginLimits } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { loginThrottleRepository } from './login-throttle.repository.js';

/**
 * Login throttling: failed sign-ins are rows in `login_failures`, so every API process
 * sees the same counts. It throttles guesses, not the owner: past `perIp` failures from one
 * client IP within the sliding window that address waits until the oldest leaves it; one
 * account guessed from one address waits 1 s, 2 s, 4 s, ... after `PAIR_FREE_FAILURES`; past
 * `perEmail` failures of an account from anywhere, each attempt from an unknown device waits
 * a growing delay after the account's latest failure, at most `ACCOUNT_DELAY_CAP_MS` (a
 * correct password then gets in). A password reset clears the account's failures. The check and the count are not one transaction: a burst of
 * parallel attempts may overshoot a limit by the attempts in flight, which is harmless.
 */
/** Longest wait the account's failures from many addresses impose on its next attempt. */
export const ACCOUNT_DELAY_CAP_MS = 60_000;

/** Failures of one account from one address before each further attempt waits 1 s, 2 s, 4 s, ... */
export const PAIR_FREE_FAILURES = 5;

export function createLoginThrottle(db: Db, limits: { windowMinutes: number; perEmail: number; perIp: number } = loginLimits) {
  const windowMs = limits.windowMinutes * 60_000;
  let lastPurge = 0;

  return {
    /**
     * `knownDevice`: the owner signing in on a device where the account signed in before
     * (known-devices.ts): the per-account and per-address limits, meant for attackers, do not
     * lock the owner out; the growing delay of this account from this address still applies.
     */
    async assertAllowed(email: string, ip: string, opts: { knownDevice?: boolean } = {}, now = new Date()) {
      const w = await loginThrottleRepository.window(db, email, ip, new Date(now.getTime() - windowMs));
      const waits: number[] = [];
      if (!opts.knownDevice) {
        // The account's failures from every address slow the next attempt (growing, capped):
        // never a lockout, so the owner's right password from a new address gets in once it passes.
        if (w.byEmail >= limits.perEmail && w.latestEmail) {
          const delay = Math.min(ACCOUNT_DELAY_CAP_MS, 1000 * 2 ** (w.byEmail - limits.perEmail));
          const wait = w.latestEmail.getTime() + delay - now.getTime();
          if (wait > 0) waits.push(wait);
        }
        if (w.byIp >= limits.perIp && w.oldestIp) waits.push(w.oldestIp.getTime() + windowMs - now.getTime());
      }
      // Growing delays for one account from one address: whoever guesses slows only himself.
      if (w.byPair >= PAIR_FREE_FAILURES && w.latestPair) {
        const delay = Math.min(windowMs, 1000 * 2 ** (w.byPair - PAIR_FREE_FAILURES));
        const wait = w.latestPair.getTime() + delay - now.getTime();
        if (wait > 0) waits.push(wait);
      }
      if (!waits.length) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        {
          details: { retry_after_seconds: seconds },
        },
      );
    },

    async fail(email: string, ip: string) {
      await loginThrottleRepository.record(db, email, ip);
      // Old rows are useless; drop them now and then (at most once a minute per process).
      if (Date.now() - lastPurge > 60_000) {
        lastPurge = Date.now();
        await loginThrottleRepository.purgeBefore(db, new Date(Date.now() - 2 * windowMs));
      }
    },

    succeed: (email: string) => loginThrottleRepository.clearEmail(db, email),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
