import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from './harness.js';
import type { Database } from '../src/platform/db/client.js';

/**
 * A statement that fails outside a transaction (a unique violation through the pool) must
 * leave the database usable, on both engines. On PGlite the pool ends the client whose query
 * failed; it used to share its protocol connection with every later client, which then lost
 * their answers ("Connection terminated unexpectedly", then rows of the wrong query).
 */
let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await database.pool.query('create table db_errors_probe (id int primary key)');
  await database.pool.query('insert into db_errors_probe values (1)');
});
afterAll(() => dispose?.());

describe('a failed statement outside a transaction', () => {
  it('answers its own error, and the next statements answer their own rows', async () => {
    await expect(
      database.pool.query({ name: 'db_errors_dup', text: 'insert into db_errors_probe values ($1)', values: [1] }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await database.pool.query('select 1 as a')).rows).toEqual([{ a: 1 }]);
    await expect(database.db.execute(sql`insert into db_errors_probe values (1)`)).rejects.toThrow();
    expect((await database.pool.query({ text: 'select $1::int as b', values: [2] })).rows).toEqual([{ b: 2 }]);
    await database.pool.query('insert into db_errors_probe values (2)');
    expect((await database.db.execute(sql`select count(*)::int as n from db_errors_probe`)).rows).toEqual([{ n: 2 }]);
  });
});
