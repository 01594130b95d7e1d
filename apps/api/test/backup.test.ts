import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { createBackup, restoreBackup, tableDigests } from '../src/platform/db/backup/backup.js';
import { makeDataDir, testDbEngine } from './harness.js';
import { createTestDatabase } from './support/postgres.js';

const postgres = testDbEngine() === 'postgres';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A target: a data folder, plus an empty PostgreSQL database on the PostgreSQL pass. */
async function target() {
  const dataDir = makeDataDir();
  if (!postgres) return { dataDir, databaseUrl: undefined };
  const db = await createTestDatabase('gavel_backup');
  cleanups.push(() => db.drop());
  return { dataDir, databaseUrl: db.url };
}

describe(`backup and restore (${testDbEngine()})`, () => {
  it('restores a backup of the demo marketplace into an empty data folder with every lot, bid and order', async () => {
    const source = await target();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: source.dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      CLOSING_WORKER: 'false',
      WEB_DIST: path.join(source.dataDir, 'no-web'),
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    });
    const server = await buildServer(config);
    // One seeded auction with a leader closes now, through the real closing path: an order (and whatever a sale writes).
    await server.deps.database.pool.query(
      `update lots set date_closed = now() - interval '1 second'
       where id = (select id from lots where status = 'open' and auction_type = 'live' and leader_user_id is not null
                   and (reserve_price is null or current_price >= reserve_price) order by id limit 1)`,
    );
    expect(await server.deps.services.closing.closeDue()).toBeGreaterThan(0);
    await server.close();

    const backupDir = path.join(makeDataDir(), 'backup');
    const manifest = await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, outDir: backupDir });
    expect(manifest.engine).toBe(postgres ? 'postgres' : 'pglite');
    for (const table of ['lots', 'bids', 'orders', 'users']) expect(manifest.tables[table]?.rows, table).toBeGreaterThan(0);
    expect(manifest.files).toContain('uploads');

    const restored = await target();
    const tables = await restoreBackup({ fromDir: backupDir, dataDir: restored.dataDir, databaseUrl: restored.databaseUrl });
    expect(tables).toEqual(expect.arrayContaining(['lots', 'bids', 'orders']));

    const db = await openDatabase({ databaseUrl: restored.databaseUrl, pgliteDir: path.join(restored.dataDir, 'pglite') });
    try {
      const now = await tableDigests(db.pool);
      expect(now).toEqual(manifest.tables);
      const { rows } = await db.pool.query<{ lots: number; bids: number; orders: number }>(
        'select (select count(*)::int from lots) as lots, (select count(*)::int from bids) as bids, (select count(*)::int from orders) as orders',
      );
      expect(rows[0]).toEqual({ lots: manifest.tables.lots!.rows, bids: manifest.tables.bids!.rows, orders: manifest.tables.orders!.rows });
    } finally {
      await db.close();
    }
    const sourceUploads = fs.readdirSync(path.join(source.dataDir, 'uploads'), { recursive: true }).length;
    expect(fs.readdirSync(path.join(restored.dataDir, 'uploads'), { recursive: true }).length).toBe(sourceUploads);

    // A second restore into the now-populated target is refused and changes nothing.
    await expect(restoreBackup({ fromDir: backupDir, dataDir: restored.dataDir, databaseUrl: restored.databaseUrl })).rejects.toThrow(/not empty/);
  }, 240_000);
});
