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
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
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
  /** Run the lot-closing worker in this process (default on; safe with several processes). */
  CLOSING_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST: z.string().optional(),
  /** Requests per minute per IP for the API (rate limiting). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
});

export type Config = z.infer<typeof envSchema> & {
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
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
