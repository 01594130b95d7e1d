import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { FileStore } from '../../files/file-store.js';
import type { Logger } from '../../logger.js';

/** Fills an empty database with demo data (placeholder: the seed helper replaces this). */
export async function seedIfEmpty(db: Db, _files: FileStore, log: Logger): Promise<void> {
  const r = await db.execute(sql`select count(*)::int as n from users`);
  if ((r.rows[0] as { n: number }).n > 0) return;
  log.info('seeding demo data');
}
