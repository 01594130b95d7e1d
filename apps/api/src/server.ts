import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.js';
import { openDatabase, migrateDatabase, withAdvisoryLock, type Database } from './platform/db/client.js';
import { createHttpApp, assertContractCovered } from './platform/http/app.js';
import { installAuth } from './platform/http/auth.js';
import { createRealtime, type Realtime } from './platform/realtime/gateway.js';
import { createMailThread } from './platform/mail/mail-thread.js';
import { createLocalFileStore } from './platform/files/file-store.js';
import type { AppDeps } from './platform/deps.js';
import { createServices } from './app/services.js';
import { registerModules } from './app/routes.js';
import { installMaintenanceGuard } from './modules/admin/index.js';
import { seedIfEmpty } from './seed/seed.js';
import { installMetrics } from './platform/metrics/metrics.js';
import { createJobs } from './platform/jobs/jobs.js';
import { createOutboxSmsProvider } from './platform/sms/sms.js';
import { mailJobHandler, mailQueueFor, notifierFor, type MailJob } from './modules/notifications/index.js';
import { ENDING_SOON_QUEUE, PUBLISHED_SCAN_QUEUE, PUBLISHED_SCAN_SECONDS } from './modules/notifications/index.js';

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
    opts.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite'), poolSize: config.DATABASE_POOL_SIZE }));
  await migrateDatabase(database);

  const app = await createHttpApp(config, uploadsRoot);
  if (config.SEED_DEMO) await seedIfEmpty(database.db, createLocalFileStore(uploadsRoot), app.log);

  let realtime: Realtime | null = null;
  const getRealtime = () => {
    if (!realtime) throw new Error('realtime not started');
    return realtime;
  };
  const files = createLocalFileStore(uploadsRoot);
  // Every email is composed and sent in the mail thread (platform/mail/mail-thread.ts), 10 at a time.
  const mailer = createMailThread({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    concurrency: 10,
    logger: app.log,
  });
  const jobs = createJobs({
    pool: database.pool,
    logger: () => app.log,
    runWorkers: config.JOBS_WORKER,
    // Several processes starting on one new PostgreSQL database: one installs the queue schema at a time.
    ...(database.kind === 'postgres' ? { startLock: <T>(fn: () => Promise<T>) => withAdvisoryLock(database, 7410002, fn) } : {}),
  });
  // Mail comes in bursts (a busy auction's outbid emails, a closing's wins): up to 10 jobs of up to
  // 50 emails a poll.
  const mailRetryDelaySeconds = 2;
  // The queue of this process's mail transport (mailQueueFor): it works only mail it can send as configured.
  const mailQueue = mailQueueFor(config.SMTP_URL);
  jobs.register<MailJob>(
    mailQueue,
    mailJobHandler({ mailer, jobs, logger: () => app.log, retryDelaySeconds: mailRetryDelaySeconds, queue: mailQueue }),
    { batchSize: 10, retryDelaySeconds: mailRetryDelaySeconds },
  );
  const sms = createOutboxSmsProvider({ outboxDir: path.join(config.dataDir, 'sms-outbox'), logger: app.log });
  const notifier = notifierFor({ mailer, config, logger: app.log, jobs });
  const services = createServices({ config, database, db: database.db, realtime: getRealtime, files, logger: () => app.log, mailer, jobs, sms, notifier });
  const notifications = services.notifications;
  // The session cache (auth.service), kept exact by the database's notifications.
  const unwatchSessions = services.auth.watchSessions(database.listen);
  notifications.install(services.events);
  services.closing.install(jobs);
  await jobs.start();
  const deps: AppDeps = { config, database, db: database.db, logger: app.log, mailer, files, services, realtime: getRealtime, jobs, sms, notifications };

  installAuth(app, services.auth.resolveToken);
  installMaintenanceGuard(app, services.maintenance);
  installMetrics(app, {
    allow: config.METRICS_ALLOW,
    pool: database.pool,
    realtime: getRealtime,
    events: services.events,
    resolveToken: services.auth.resolveToken,
  });

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
  realtime = await createRealtime({ server: app.server, resolve: services.auth.resolveToken, redisUrl: config.REDIS_URL, redisPrefix: config.redisPrefix, logger: app.log, canJoinLot: services.buyerGroups.canView });

  return {
    app,
    deps,
    async listen() {
      const address = await app.listen({ port: config.PORT, host: config.HOST });
      // Closes lots whose time is up, including any missed while no process ran.
      if (config.CLOSING_WORKER) services.closing.start();
      // Opens scheduled lots at their start (issue 10), in the same processes as the closing worker.
      if (config.CLOSING_WORKER) services.consoleLots.startScheduler();
      // Mail, SMS and ending-soon scans (jobs queued while no worker ran are worked now).
      await jobs.startWorkers();
      jobs.every(ENDING_SOON_QUEUE, config.ENDING_SOON_SCAN_SECONDS);
      jobs.every(PUBLISHED_SCAN_QUEUE, PUBLISHED_SCAN_SECONDS);
      ready = true;
      const port = (app.server.address() as { port: number }).port;
      app.log.info({ address }, 'Gavel is ready');
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      ready = false;
      await services.closing.stop();
      await services.consoleLots.stopScheduler();
      await realtime?.close();
      await app.close();
      await unwatchSessions();
      // Event handlers finish (they queue mail / SMS jobs), then the queue stops.
      await services.events.drain();
      await notifier.idle();
      await jobs.stop();
      await mailer.close();
      if (!opts.database) await database.close();
    },
  };
}
