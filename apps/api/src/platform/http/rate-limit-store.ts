import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** What @fastify/rate-limit asks of a store (its `store` option): count one request of `key`. */
type Incr = (key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number, max: number) => void;
interface Store {
  incr: Incr;
  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): Store;
}

/** A command that does not answer within this long counts locally instead (a request never waits on Redis longer). */
const REDIS_WAIT_MS = 1_000;

/**
 * One request counted in a fixed window: INCR, the window's expiry set by the first request,
 * and the time left. One round trip, atomic on the Redis server, so every process counts into
 * the same number.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** A fixed-window count per key in this process (no Redis, or Redis not answering). At most `cap` keys. */
export function localCounter(cap = 50_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string, timeWindow: number, now = Date.now()) => {
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size >= cap) for (const [k, v] of windows) if (v.resetAt <= now || windows.size >= cap) windows.delete(k);
      w = { count: 0, resetAt: now + timeWindow };
      windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.resetAt - now };
  };
}

/**
 * The rate limit's counts in Redis under the deployment's prefix (`<REDIS_PREFIX>rl:<address>`):
 * every process of the deployment counts into one number per address, so N processes allow the
 * documented limit in total, not N times it (docs/security.md, "Limits"). A Redis that is down or
 * slow never stops a request: the count falls back to this process's own until Redis answers
 * again (logged at most once a minute).
 */
export async function redisRateLimitStore(opts: { url: string; prefix: string; logger: FastifyBaseLogger }) {
  const client = createClient({
    url: opts.url,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000) },
    // While disconnected a command fails at once (counted locally) instead of queueing.
    disableOfflineQueue: true,
  });
  let lastReport = 0;
  const report = (err: unknown, what: string) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    opts.logger.warn({ err }, `rate limit: ${what}; counting in this process until Redis answers`);
  };
  client.on('error', (err) => report(err, 'Redis connection failed'));
  try {
    await client.connect();
  } catch (err) {
    report(err, 'Redis not reachable');
  }
  const local = localCounter();

  const count = async (key: string, timeWindow: number): Promise<{ current: number; ttl: number }> => {
    if (!client.isReady) return local(key, timeWindow);
    let timer: NodeJS.Timeout | undefined;
    try {
      const reply = await Promise.race([
        client.eval(INCR_SCRIPT, { keys: [key], arguments: [String(timeWindow)] }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
        }),
      ]);
      const [current, ttl] = reply as [number, number];
      return { current: Number(current), ttl: Number(ttl) };
    } catch (err) {
      report(err, 'Redis command failed');
      return local(key, timeWindow);
    } finally {
      clearTimeout(timer);
    }
  };

  const storeAt = (keyPrefix: string): Store => ({
    incr: (key, cb, timeWindow) => {
      count(keyPrefix + key, timeWindow).then((res) => cb(null, res), (err: Error) => cb(err, { current: 0, ttl: 0 }));
    },
    // A route with its own limit counts apart from the global one.
    child: (routeOptions) => storeAt(`${keyPrefix}${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}:`),
  });
  const root = storeAt(`${opts.prefix}rl:`);
  return {
    /** For @fastify/rate-limit's `store` option (it calls `new Store(params)`). */
    Store: function RedisRateLimitStore() {
      return root;
    } as unknown as FastifyRateLimitStoreCtor,
    async close() {
      if (client.isReady) await client.quit().catch(() => undefined);
      else client.destroy();
    },
  };
}
