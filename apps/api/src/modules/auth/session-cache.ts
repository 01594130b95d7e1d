import type { AuthUser } from '../../platform/http/auth.js';
import type { ListenHandlers } from '../../platform/db/listen.js';

/** The channel the database's session triggers notify (migration 0019): `t:<token id>` or `u:<user id>`. */
export const SESSIONS_CHANNEL = 'gavel_sessions';

interface Entry {
  user: AuthUser;
  /** Time (ms) after which the entry is looked up again: min(cached + ttl, token expiry). */
  until: number;
}

/**
 * The per-request session lookup, cached in process (issue 11; docs/decisions.md "Session
 * cache"). An entry ends at the first of: a notification for its token or user (logout,
 * password change or reset, deactivation, role change — from any process, at its commit),
 * the token's expiry, or `ttlMs` (the safety net). While the LISTEN connection is not live
 * nothing is cached (a notification could be missed), so every request reads the database.
 *
 * A lookup that started before an invalidation is not stored: the generation counter moves on
 * every notification, and a result is kept only when it did not move while the query ran.
 */
export function createSessionCache(opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = opts.ttlMs ?? 10_000;
  const maxEntries = opts.maxEntries ?? 100_000;
  const now = opts.now ?? Date.now;
  const byHash = new Map<string, Entry>();
  /** Token hashes by token id and by user id, so a notification drops its entries without a scan. */
  const byToken = new Map<number, Set<string>>();
  const byUser = new Map<number, Set<string>>();
  let live = false;
  let generation = 0;

  const index = (map: Map<number, Set<string>>, key: number, hash: string) => {
    const set = map.get(key);
    if (set) set.add(hash);
    else map.set(key, new Set([hash]));
  };
  const unindex = (map: Map<number, Set<string>>, key: number, hash: string) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(hash);
    if (!set.size) map.delete(key);
  };
  const remove = (hash: string) => {
    const e = byHash.get(hash);
    if (!e) return;
    byHash.delete(hash);
    unindex(byToken, e.user.tokenId, hash);
    unindex(byUser, e.user.id, hash);
  };
  const removeAll = () => {
    byHash.clear();
    byToken.clear();
    byUser.clear();
  };
  const dropIndexed = (map: Map<number, Set<string>>, key: number) => {
    for (const hash of [...(map.get(key) ?? [])]) remove(hash);
  };

  const cache = {
    /** The cached user of a token hash, or undefined when it must be looked up. */
    get(hash: string): AuthUser | undefined {
      if (!live) return undefined;
      const e = byHash.get(hash);
      if (!e) return undefined;
      if (e.until <= now()) {
        remove(hash);
        return undefined;
      }
      return e.user;
    },
    /** Take before the lookup; pass to `set` with its result. */
    generation: () => generation,
    set(hash: string, user: AuthUser, expiresAt: Date, startedAt: number) {
      if (!live || startedAt !== generation) return;
      if (byHash.size >= maxEntries) removeAll();
      remove(hash);
      byHash.set(hash, { user, until: Math.min(now() + ttlMs, expiresAt.getTime()) });
      index(byToken, user.tokenId, hash);
      index(byUser, user.id, hash);
    },
    invalidateToken(tokenId: number) {
      generation++;
      dropIndexed(byToken, tokenId);
    },
    invalidateUser(userId: number) {
      generation++;
      dropIndexed(byUser, userId);
    },
    clear() {
      generation++;
      removeAll();
    },
    get size() {
      return byHash.size;
    },
    /** The database's notifications (`Database.listen(SESSIONS_CHANNEL, cache.handlers)`). */
    handlers: {
      message(payload: string) {
        const id = Number(payload.slice(2));
        if (payload.startsWith('t:') && Number.isSafeInteger(id)) cache.invalidateToken(id);
        else if (payload.startsWith('u:') && Number.isSafeInteger(id)) cache.invalidateUser(id);
        else cache.clear();
      },
      live(isLive: boolean) {
        // Either way, what was cached may have missed a notification.
        cache.clear();
        live = isLive;
      },
    } satisfies ListenHandlers,
  };
  return cache;
}
export type SessionCache = ReturnType<typeof createSessionCache>;
