import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration, read and validated in one place. A bad value stops the start
 * with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL only: connections in this process's pool (PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * Namespace of every Redis channel and key this deployment uses (Socket.IO's adapter, the rate
   * limit): deployments sharing one Redis never see each other's. Letters, digits and `_.:-`.
   * Default: `gavel:` and a short hash of the database (DATABASE_URL's host, port and database
   * name, or the embedded database's folder), so processes of one deployment agree and two
   * deployments differ. Set it when processes reach one database under different addresses.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _.:-')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Gavel <no-reply@gavel.local>'),
  /** Where operator notifications go (seller requests). */
  OPERATOR_EMAIL: z.email().default('ops@gavel.local'),
  /**
   * Shared secret of the auto-login link (/auto_login/{email}/{token}); unset disables
   * auto-login. At least 16 characters, so it cannot be guessed within the login limits.
   */
  AUTO_LOGIN_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** Public address of the site, used in links inside emails. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fill an empty database with demo data on start (default on). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** The landing page's first screen rendered into the served HTML (default on; `modules/seo/first-paint.ts`). */
  FIRST_PAINT: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** `/search`'s first screen and first answer in the served HTML (default on; `modules/seo/search-first-paint.ts`). */
  FIRST_PAINT_SEARCH: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Run the lot-closing worker in this process (default on; safe with several processes). */
  CLOSING_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Work queued jobs (mail, SMS, notifications, ending-soon scans) in this process (default on; safe with several). */
  JOBS_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** "Ending soon" notifications go out this many minutes before a lot closes. */
  ENDING_SOON_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** How often (seconds) one process looks for lots that are ending soon. */
  ENDING_SOON_SCAN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How the bid path commits batches (modules/bidding/README.md, "Stores"). `tuned` (default):
   * decided on the process's copy of the lot and written only if the row is unchanged, several
   * lots per statement; the higher throughput on a busy process. `locked`: every batch in one
   * transaction under the lot's row lock; the simplest behaviour, the easiest to reason about
   * (choose it when debugging the bid path or when changing it).
   */
  BID_STORE: z.enum(['tuned', 'locked']).default('tuned'),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST: z.string().optional(),
  /**
   * Which peers may set X-Forwarded-For / -Proto / -Host (docs/security.md). Unset or `false`:
   * none, the client address is the socket's. A hop count (`1` behind one load balancer), or a
   * comma-separated list of proxy addresses / CIDRs (`10.0.0.0/8,127.0.0.1`). `true` (trust
   * anyone) is refused: any client could then choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((p) => isAddressOrCidr(p.trim())), {
      message: 'must be false, a hop count, or a comma-separated list of proxy addresses/CIDRs',
    })
    .transform((v): false | number | string => (v === 'false' ? false : /^\d{1,2}$/.test(v) ? Number(v) : v.split(',').map((p) => p.trim()).join(','))),
  /**
   * Secret of the short-lived signed links to private files (bid-status downloads). Set the same
   * value on every process; unset, each process makes its own (links then work only where made).
   */
  FILE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * A request's headers must all arrive within this many seconds (Node's `headersTimeout`), and
   * the whole request, body included, within REQUEST_TIMEOUT_SECONDS (`requestTimeout`): a
   * slower client is answered 408 and its connection closed, so slow bodies cannot hold
   * connections and memory open. Fractions allowed (tests use short values).
   */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  /** Requests per minute per IP for the API (rate limiting). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Addresses / CIDRs that may read /metrics without a staff token (e.g. a Prometheus host); none by default. */
  METRICS_ALLOW: z
    .string()
    .default('')
    .refine((v) => v === '' || v.split(',').every((p) => isAddressOrCidr(p.trim())), { message: 'must be a comma-separated list of addresses/CIDRs' })
    .transform((v) => (v === '' ? [] : v.split(',').map((p) => p.trim()))),
});

function isAddressOrCidr(v: string): boolean {
  const [address, bits, ...rest] = v.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type Config = z.infer<typeof envSchema> & {
  /** Fastify's `trustProxy` from TRUST_PROXY: false, a hop count, or addresses/CIDRs. */
  trustProxy: false | number | string;
  /** REDIS_PREFIX (or its default), ending with `:`: every Redis key and channel starts with it. */
  redisPrefix: string;
  dataDir: string;
  webDist: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const emptyToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.safeParse(emptyToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.HEADERS_TIMEOUT_SECONDS > c.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS');
  }
  const repoRoot = findRepoRoot(import.meta.dirname);
  return {
    ...c,
    trustProxy: c.TRUST_PROXY,
    redisPrefix: c.REDIS_PREFIX ? `${c.REDIS_PREFIX.replace(/:+$/, '')}:` : defaultRedisPrefix(c.DATABASE_URL, path.resolve(c.DATA_DIR)),
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}

/**
 * `gavel:<hash>:`, the hash of what identifies the deployment's database: a PostgreSQL URL's
 * host, port and database (not its user, password or options: the same database however one
 * connects), or the embedded database's folder.
 */
export function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let identity: string;
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    const name = decodeURIComponent(u.pathname.replace(/^\/+/, '')) || decodeURIComponent(u.username);
    identity = `postgres://${u.hostname.toLowerCase()}:${u.port || '5432'}/${name}`;
  } else {
    identity = `pglite:${path.join(dataDir, 'pglite')}`;
  }
  return `gavel:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}

/**
 * The repository root: the nearest folder above `from` holding `apps/web`. Found by
 * looking, not by counting levels, so the sources (src/platform) and the compiled
 * bundle (apps/api/dist) agree.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'web'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}
