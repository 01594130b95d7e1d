import pg from 'pg';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { lots } from '../../src/platform/db/schema/index.js';

/**
 * Issue 13 item 12, PostgreSQL only (listed in vitest.config.ts): closing locks each due lot
 * and skips lots another transaction holds. Proven deterministically by holding a row lock
 * in a second connection: with SKIP LOCKED the closer goes past it (without it, the closer
 * would wait on the lock); with the row lock the held lot is left to its holder (without it,
 * it would be closed under the holder's feet).
 */
let s: TestServer;
let other: pg.Client;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  other = new pg.Client({ connectionString: s.config.DATABASE_URL });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await s?.close();
});

describe('closing under row locks', () => {
  it('closes the due lots it can lock and skips the one another connection holds', async () => {
    const past = new Date(Date.now() - 1_000);
    const [held, free1, free2] = await Promise.all([1, 2, 3].map(() => buildLot(s.database.db, { dateClosed: past })));
    await other.query('begin');
    await other.query('select id from lots where id = $1 for update', [held!.id]);
    try {
      // Deliberately not timed: a closer that waited on the held row would never return here
      // while the lock is held, and the test would fail on its timeout.
      await s.deps.services.closing.closeDue();
      const rows = await s.database.db.select({ id: lots.id, status: lots.status }).from(lots).where(inArray(lots.id, [held!.id, free1!.id, free2!.id]));
      const status = new Map(rows.map((r) => [r.id, r.status]));
      expect(status.get(free1!.id)).not.toBe('open');
      expect(status.get(free2!.id)).not.toBe('open');
      expect(status.get(held!.id)).toBe('open');
    } finally {
      await other.query('rollback');
    }
    await s.deps.services.closing.closeDue();
    const [after] = await s.database.db.select({ status: lots.status }).from(lots).where(eq(lots.id, held!.id));
    expect(after!.status).not.toBe('open');
  });
});
