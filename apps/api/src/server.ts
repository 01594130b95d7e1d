import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.js';
import { openDatabase, migrateDatabase, type Database } from './platform/db/client.js';
import { createHttpApp, assertContractCovered } from './platform/http/app.js';
import { installAuth } from './platform/http/auth.js';
import { createRealtime, type Realtime } from './platform/realtime/gateway.js';
import { createMailer } from './platform/mail/mailer.js';
import { createLocalFileStore } from './platform/files/file-store.js';
import type { AppDeps } from './platform/deps.js';
import { createServices } from './modules/services.js';
import { registerModules } from './modules/index.js';
import { installMaintenanceGuard } from './modules/admin/maintenance.guard.js';
import { seedIfEmpty } from './platform/db/seed/seed.js';

export interface GavelServer {
  app: FastifyInstance;
  deps: AppDeps;
  /** Listens on config.PORT (0 = a free port); resolves to the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the whole server: database (migrated, seeded when empty and asked to),
 * services, HTTP routes, Socket.IO. Used by main.ts and by every API test.
 */
export async function buildServer(config: Config, opts: { database?: Database } = {}): Promise<GavelServer> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsRoot, { recursive: true });

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') }));
  await migrateDatabase(database);

  const app = await createHttpApp(config, uploadsRoot);
  if (config.SEED_DEMO) await seedIfEmpty(database.db, createLocalFileStore(uploadsRoot), app.log);

  let realtime: Realtime | null = null;
  const getRealtime = () => {
    if (!realtime) throw new Error('realtime not started');
    return realtime;
  };
  const files = createLocalFileStore(uploadsRoot);
  const services = createServices(database.db, getRealtime, files, () => app.log);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    logger: app.log,
  });
  const deps: AppDeps = { config, database, db: database.db, logger: app.log, mailer, files, services, realtime: getRealtime };

  installAuth(app, services.auth.resolveToken);
  installMaintenanceGuard(app, services.maintenance);

  let ready = false;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (!ready) return reply.status(503).send({ status: 'starting' });
    await database.pool.query('select 1');
    return { status: 'ready', database: database.kind, mail: mailer.kind, realtime: config.REDIS_URL ? 'redis' : 'local' };
  });

  registerModules(app, deps);
  assertContractCovered(app);
  await app.ready();
  realtime = await createRealtime({ server: app.server, resolve: services.auth.resolveToken, redisUrl: config.REDIS_URL, logger: app.log });

  return {
    app,
    deps,
    async listen() {
      const address = await app.listen({ port: config.PORT, host: config.HOST });
      // Closes lots whose time is up, including any missed while no process ran.
      if (config.CLOSING_WORKER) services.closing.start();
      ready = true;
      const port = (app.server.address() as { port: number }).port;
      app.log.info({ address }, 'Gavel is ready');
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      ready = false;
      await services.closing.stop();
      await realtime?.close();
      await app.close();
      mailer.close();
      if (!opts.database) await database.close();
    },
  };
}
