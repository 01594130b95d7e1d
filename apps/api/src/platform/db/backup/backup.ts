import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../client.js';

const run = promisify(execFile);

/** Folders of DATA_DIR that are not data to keep: the database (dumped separately), mail/SMS outboxes, backups. */
const notData = new Set(['pglite', 'outbox', 'sms-outbox', 'backups']);
const DUMP_PGLITE = 'database.pglite.tar';
const DUMP_PG = 'database.pgdump';

export interface BackupManifest {
  format: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  migrations: string[];
  /** Rows per table and a digest of each table's content, checked again after a restore. */
  tables: Record<string, { rows: number; digest: string }>;
  files: string[];
}

/** Rows and a content digest of every table of the public schema (ordered, so equal content gives an equal digest). */
export async function tableDigests(pool: pg.Pool): Promise<BackupManifest['tables']> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: BackupManifest['tables'] = {};
  for (const { name } of tables) {
    const q = `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name.replace(/"/g, '""')}" t`;
    const { rows } = await pool.query<{ rows: number; digest: string }>(q);
    out[name] = rows[0]!;
  }
  return out;
}

const appliedMigrations = async (pool: pg.Pool) =>
  (await pool.query<{ tag: string }>('select tag from schema_migrations order by tag')).rows.map((r) => r.tag);

const pgEnv = (databaseUrl: string) => {
  const u = new URL(databaseUrl);
  return { ...process.env, PGHOST: u.hostname, PGPORT: u.port || '5432', PGUSER: decodeURIComponent(u.username || 'postgres'), PGPASSWORD: decodeURIComponent(u.password), PGDATABASE: u.pathname.slice(1) };
};

/**
 * Writes a backup folder: the database (PGlite: its data directory as a tar; PostgreSQL:
 * `pg_dump -Fc`, consistent while the site runs), every data folder of DATA_DIR (uploads,
 * private documents), and a manifest with each table's row count and digest. A PGlite data
 * folder can only be opened by one process: stop the server before backing it up.
 */
export async function createBackup(opts: { dataDir: string; databaseUrl?: string; outDir: string }): Promise<BackupManifest> {
  fs.mkdirSync(opts.outDir, { recursive: true });
  if (fs.readdirSync(opts.outDir).length) throw new Error(`backup folder ${opts.outDir} is not empty`);
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, pgliteDir: path.join(opts.dataDir, 'pglite') });
  let manifest: BackupManifest;
  try {
    manifest = {
      format: 1,
      engine: database.kind,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(database.pool),
      tables: await tableDigests(database.pool),
      files: [],
    };
    if (database.kind === 'pglite') {
      const blob = await database.snapshot!();
      fs.writeFileSync(path.join(opts.outDir, DUMP_PGLITE), Buffer.from(await blob.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  if (manifest.engine === 'postgres') {
    await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', path.join(opts.outDir, DUMP_PG)], { env: pgEnv(opts.databaseUrl!) });
  }
  if (fs.existsSync(opts.dataDir)) {
    for (const entry of fs.readdirSync(opts.dataDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || notData.has(entry.name)) continue;
      fs.cpSync(path.join(opts.dataDir, entry.name), path.join(opts.outDir, 'files', entry.name), { recursive: true });
      manifest.files.push(entry.name);
    }
  }
  fs.writeFileSync(path.join(opts.outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/**
 * Restores a backup folder into an EMPTY target (a data folder without a database, or an
 * empty PostgreSQL database), then checks every table's row count and digest against the
 * manifest. Answers the tables checked; throws on any difference.
 */
export async function restoreBackup(opts: { fromDir: string; dataDir: string; databaseUrl?: string }): Promise<string[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(opts.fromDir, 'manifest.json'), 'utf8')) as BackupManifest;
  const pgliteDir = path.join(opts.dataDir, 'pglite');
  let database: Database;
  if (opts.databaseUrl) {
    const probe = await openDatabase({ databaseUrl: opts.databaseUrl });
    try {
      const { rows } = await probe.pool.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
      if (rows[0]!.n > 0) throw new Error('the target PostgreSQL database is not empty: restore into a new database');
    } finally {
      await probe.close();
    }
    if (manifest.engine === 'postgres') {
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '-d', new URL(opts.databaseUrl).pathname.slice(1), path.join(opts.fromDir, DUMP_PG)], {
        env: pgEnv(opts.databaseUrl),
      });
    } else {
      throw new Error('a PGlite backup restores into a PGlite data folder (leave DATABASE_URL unset)');
    }
    database = await openDatabase({ databaseUrl: opts.databaseUrl });
  } else {
    if (manifest.engine !== 'pglite') throw new Error('a PostgreSQL backup restores into PostgreSQL (set DATABASE_URL to an empty database)');
    if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length) throw new Error(`${pgliteDir} is not empty: restore into an empty data folder`);
    const dump = fs.readFileSync(path.join(opts.fromDir, DUMP_PGLITE));
    database = await openDatabase({ pgliteDir, pgliteSnapshot: new Blob([dump]) });
  }
  try {
    const now = await tableDigests(database.pool);
    const differences = Object.keys({ ...manifest.tables, ...now }).filter(
      (t) => manifest.tables[t]?.rows !== now[t]?.rows || manifest.tables[t]?.digest !== now[t]?.digest,
    );
    if (differences.length) throw new Error(`restored tables differ from the backup: ${differences.join(', ')}`);
  } finally {
    await database.close();
  }
  for (const name of manifest.files) {
    fs.cpSync(path.join(opts.fromDir, 'files', name), path.join(opts.dataDir, name), { recursive: true });
  }
  return Object.keys(manifest.tables);
}
