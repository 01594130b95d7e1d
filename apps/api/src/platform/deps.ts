import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStore } from './files/file-store.js';
import type { Realtime } from './realtime/gateway.js';
import type { Services } from '../app/services.js';
import type { Jobs } from './jobs/jobs.js';
import type { SmsProvider } from './sms/sms.js';
import type { NotificationsService } from '../modules/notifications/index.js';

/** What route modules receive. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  files: FileStore;
  services: Services;
  realtime: () => Realtime;
  /** Durable job queue (pg-boss). */
  jobs: Jobs;
  sms: SmsProvider;
  notifications: NotificationsService;
}
