import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/platform/db/client.js';
import { createTestDatabase, testDbEngine } from './support/postgres.js';

/**
 * The migrations apply cleanly to an empty database of the engine this pass runs on
 * (PGlite in the default pass, PostgreSQL 15 in the postgres pass), and a second run
 * applies nothing.
 */
const migrationsDir = path.resolve(import.meta.dirname, '../src/platform/db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);

async function withEmptyDatabase(fn: (db: Database) => Promise<void>) {
  if (testDbEngine() === 'postgres') {
    const created = await createTestDatabase('gavel_migrate');
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    try {
      await fn(database);
    } finally {
      await database.close();
      await created.drop();
    }
  } else {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await fn(database);
    } finally {
      await database.close();
    }
  }
}

const tableNames = async (db: Database) =>
  (await db.pool.query<{ t: string }>("select table_name as t from information_schema.tables where table_schema = 'public'")).rows.map(
    (r) => r.t,
  );

describe(`migrations on ${testDbEngine() === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('has a SQL file for every journal entry', () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) expect(fs.existsSync(path.join(migrationsDir, `${t}.sql`)), `${t}.sql`).toBe(true);
  });

  // An empty PGlite runs initdb and every migration (no snapshot): under a loaded CI machine
  // that alone has taken over 30 s, the api project's default.
  it('apply cleanly to an empty database, and a second run applies nothing', { timeout: 120_000 }, async () => {
    await withEmptyDatabase(async (db) => {
      expect(await migrateDatabase(db)).toEqual(tags);
      const tables = await tableNames(db);
      expect(tables).toEqual(expect.arrayContaining(['schema_migrations', 'users', 'auth_tokens', 'settings', 'newsletter_subscriptions']));
      const recorded = await db.pool.query<{ tag: string; hash: string }>('select tag, hash from schema_migrations order by tag');
      expect(recorded.rows.map((r) => r.tag)).toEqual([...tags].sort());
      for (const r of recorded.rows) expect(r.hash).toMatch(/^[0-9a-f]{64}$/);

      const ext = (await db.pool.query<{ extname: string }>('select extname from pg_extension')).rows.map((r) => r.extname);
      expect(ext, 'extensions the schema needs').toEqual(expect.arrayContaining(['citext', 'pg_trgm']));

      expect(await migrateDatabase(db)).toEqual([]);
      expect((await tableNames(db)).sort()).toEqual(tables.sort());
    });
  });

  if (testDbEngine() === 'postgres') {
    it('are safe when several processes start at once (advisory lock)', async () => {
      const created = await createTestDatabase('gavel_migrate');
      const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url, poolSize: 2 })));
      try {
        const results = await Promise.all(dbs.map((d) => migrateDatabase(d)));
        // Exactly one runner applied each migration; the others found it done.
        expect(results.flat().sort()).toEqual([...tags].sort());
        const n = await dbs[0]!.pool.query('select count(*)::int as n from schema_migrations');
        expect(n.rows[0].n).toBe(tags.length);
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
        await created.drop();
      }
    });

    it('run on a PostgreSQL 15 or newer server', async () => {
      await withEmptyDatabase(async (db) => {
        const v = await db.pool.query<{ v: string }>("select current_setting('server_version_num') as v");
        expect(Number(v.rows[0]!.v)).toBeGreaterThanOrEqual(150000);
      });
    });
  }
});
