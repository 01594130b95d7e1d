import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';
import { listenPostgres, type ListenHandlers } from './listen.js';

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
  const [{ PGlite }, { createPgConfig, PglitePgConnection }, { citext }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/node-postgres'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { citext, pg_trgm },
    ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
  });
  // Each client gets its own protocol connection. PGlite's config shares one between every
  // client the pool makes, and the pool ends a client whose query failed (`pool.query` of a
  // statement that raised, e.g. a unique violation): ending the shared connection left every
  // later client without its message listeners ("Connection terminated unexpectedly", then
  // answers out of step). The pool holds one client at a time (`poolSize` 1).
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PglitePgConnection({ pglite }) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({ ...(createPgConfig(pglite) as unknown as pg.PoolConfig), Client: PgliteClient } as pg.PoolConfig);
  // node-postgres passes its type-parser object as `types`; PGlite's protocol
  // serializer reads `types` as parameter OIDs. Keep the parsers, drop them from Parse.
  pool.on('connect', (client) => {
    const conn = (client as unknown as { connection: { parse(q: { types?: unknown }): void } }).connection;
    const parse = conn.parse.bind(conn);
    conn.parse = (q) => parse({ ...q, types: Array.isArray(q.types) ? q.types : undefined });
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    snapshot: () => pglite.dumpDataDir('none'),
    // One process owns the embedded database: its notifications arrive in process, at commit.
    listen(channel, h) {
      let closed = false;
      const unsubscribe = pglite.listen(channel, (payload) => h.message(payload));
      void unsubscribe.then(() => !closed && h.live(true), () => h.live(false));
      return async () => {
        closed = true;
        h.live(false);
        await unsubscribe.then((stop) => stop()).catch(() => undefined);
      };
    },
    close: async () => {
      await pool.end();
      await pglite.close();
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
