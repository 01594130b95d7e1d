import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './harness.js';
import type { Database } from '../src/platform/db/client.js';

/**
 * Two pool clients at once, on both engines. On PGlite both share its one session (in its
 * thread): a client's open transaction must keep the other's statements out until it ends, as
 * PostgreSQL's row lock does, and each client's named statements must stay its own.
 */
let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await database.pool.query('create table db_sessions_probe (id int primary key, n int not null)');
  await database.pool.query('insert into db_sessions_probe values (1, 0)');
});
afterAll(() => dispose?.());

describe('two clients of the pool', () => {
  it("waits for the other client's transaction, then sees what it committed", async () => {
    const a = await database.pool.connect();
    const order: string[] = [];
    try {
      await a.query('begin');
      await a.query('update db_sessions_probe set n = 10 where id = 1');
      // The second client's write waits for the transaction (a row lock; PGlite: the session).
      const b = database.pool.query('update db_sessions_probe set n = n + 1 where id = 1 returning n').then((r) => {
        order.push('b');
        return r.rows[0] as { n: number };
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('commit');
      await a.query('commit');
      expect(await b).toEqual({ n: 11 });
      expect(order).toEqual(['commit', 'b']);
    } finally {
      a.release();
    }
  });

  it("undoes a rolled-back transaction and lets the other client's statements through", async () => {
    const a = await database.pool.connect();
    try {
      await a.query('begin');
      await a.query('update db_sessions_probe set n = 99 where id = 1');
      const b = database.pool.query('select n from db_sessions_probe where id = 1');
      await a.query('rollback');
      expect((await b).rows).toEqual([{ n: 11 }]);
    } finally {
      a.release();
    }
  });

  it('rolls back the transaction of a client that is closed while it is open, and lets the others on', async () => {
    const a = await database.pool.connect();
    await a.query({ name: 'db_sessions_closed', text: 'select 1' });
    await a.query('begin');
    await a.query('update db_sessions_probe set n = 50 where id = 1');
    a.release(true);
    const { rows } = await database.pool.query('update db_sessions_probe set n = n + 1 where id = 1 returning n');
    expect(rows).toEqual([{ n: 12 }]);
  });

  it('keeps a named statement to the client that prepared it', async () => {
    const [a, b] = [await database.pool.connect(), await database.pool.connect()];
    try {
      const run = (c: typeof a, v: number) => c.query({ name: 'db_sessions_same', text: 'select $1::int * 2 as v', values: [v] });
      expect((await run(a, 1)).rows).toEqual([{ v: 2 }]);
      expect((await run(b, 2)).rows).toEqual([{ v: 4 }]);
      expect((await Promise.all([run(a, 3), run(b, 4)])).map((r) => r.rows[0])).toEqual([{ v: 6 }, { v: 8 }]);
    } finally {
      a.release();
      b.release();
    }
  });
});
