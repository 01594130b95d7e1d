import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';
import { checkChannel, listenPostgres, type ListenHandlers } from './listen.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** PGlite only: a dump of the whole data dir, for `openDatabase({ pgliteSnapshot })`. */
  snapshot?: () => Promise<Blob>;
  /** LISTEN on a channel (NOTIFY at commit reaches every process on the database); answers the unsubscribe. */
  listen(channel: string, h: ListenHandlers): () => Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** PGlite: clients of its one session (statements on their way to its thread; see below). */
const PGLITE_POOL = 4;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded
 * PGlite in `dataDir` (`memory://` for an in-memory one). Both go through
 * node-postgres, so Drizzle and every repository run one code path.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  poolSize?: number;
  /** PGlite only: start from a data-dir dump (`Database.snapshot()`) instead of running initdb (~3x faster; tests). */
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => undefined); // idle client errors surface on the next query
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      listen: (channel, h) => listenPostgres({ connectionString: opts.databaseUrl }, channel, h),
      close: () => pool.end(),
    };
  }
  const { PgliteThread, PgliteThreadConnection } = await import('./pglite-thread.js');
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  // PGlite runs in a thread of its own (pglite-thread.ts): its SQL never blocks the API's event loop.
  const thread = new PgliteThread({ dir, snapshot: opts.pgliteSnapshot ? await opts.pgliteSnapshot.arrayBuffer() : undefined });
  try {
    await thread.waitReady;
  } catch (err) {
    await thread.close();
    throw err;
  }

  // Each client gets its own protocol connection (a failed `pool.query` ends its client, and with
  // it its connection: a shared one left every later client without its listeners). PGlite has
  // one session: its thread runs one connection's transaction at a time, and the others'
  // statements wait there (pglite.worker.mjs), so several clients keep it busy without mixing.
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteThreadConnection(thread) } as unknown as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({
    max: opts.poolSize ?? PGLITE_POOL,
    user: 'postgres',
    database: 'postgres',
    password: 'pglite',
    host: 'localhost',
    port: 5432,
    Client: PgliteClient,
    // Kept while the process runs: a new client prepares its named statements again.
    idleTimeoutMillis: 0,
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    snapshot: () => thread.dump(),
    // One process owns the embedded database: its notifications arrive with the answer of the
    // statement that commits them. LISTEN goes through the pool, so never inside another's transaction.
    listen(channel, h) {
      checkChannel(channel);
      let closed = false;
      const unsubscribe = thread.subscribe(channel, h);
      const listening = pool.query(`LISTEN ${channel}`);
      void listening.then(() => !closed && h.live(true), () => h.live(false));
      return async () => {
        closed = true;
        h.live(false);
        unsubscribe();
        await listening.then(() => pool.query(`UNLISTEN ${channel}`)).catch(() => undefined);
      };
    },
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * Applies pending migrations, each in its own transaction, recording them in
 * `schema_migrations`. On PostgreSQL an advisory lock makes concurrent starts
 * of several processes safe. (Drizzle's bundled migrator hangs on PGlite through
 * node-postgres; this runner uses the same generated SQL files.)
 */
export async function migrateDatabase(database: Database): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const client = await database.pool.connect();
  const applied: string[] = [];
  try {
    if (database.kind === 'postgres') await client.query('select pg_advisory_lock(7410001)');
    await client.query(
      'create table if not exists schema_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set((await client.query<{ tag: string }>('select tag from schema_migrations')).rows.map((r) => r.tag));
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
      const hash = createHash('sha256').update(text).digest('hex');
      await client.query('begin');
      try {
        for (const stmt of text.split('--> statement-breakpoint')) {
          if (stmt.trim()) await client.query(stmt);
        }
        await client.query('insert into schema_migrations (tag, hash) values ($1, $2)', [entry.tag, hash]);
        await client.query('commit');
        applied.push(entry.tag);
      } catch (err) {
        await client.query('rollback');
        throw new Error(`migration ${entry.tag} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    if (database.kind === 'postgres') await client.query('select pg_advisory_unlock(7410001)').catch(() => undefined);
    client.release();
  }
  return applied;
}

/** Runs `fn` while holding a PostgreSQL session advisory lock on its own connection (PostgreSQL only). */
export async function withAdvisoryLock<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}
