import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';

/** Issue 13 item 9: numbers are numbers, and a lot's dates and prices are sane. */
let s: TestServer;
let buyerToken: string;
let adminToken: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  [buyerToken, adminToken] = await Promise.all([s.loginAs(await s.buildUser()), s.loginAs(await s.buildUser({ role: 'admin' }))]);
});
afterAll(() => s?.close());

describe('bid amounts', () => {
  it.each([['0x10'], [true], [' 16'], ['16 '], ['1e3'], ['+16'], [[16]], [{ v: 16 }], [-16], [16.001], [Number.MAX_SAFE_INTEGER]])(
    'refuses %j with 400 and places nothing',
    async (wsprice) => {
      const lot = await buildLot(s.database.db);
      const res = await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice, hard_bid: 1 } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
      expect((await s.database.pool.query('select count(*)::int as n from bids where lot_id = $1', [lot.id])).rows[0].n).toBe(0);
    },
  );
});

describe('listing a lot', () => {
  const lot = (over: Record<string, unknown>) => ({
    title: 'Pallet of monitors',
    listing_format: 'live',
    starting_price: 100,
    date_closed: new Date(Date.now() + 86_400_000).toISOString(),
    ...over,
  });
  const create = (body: Record<string, unknown>) => s.api('POST', '/api/admin/lots', { token: adminToken, body });

  it('accepts a sane lot', async () => {
    expect((await create(lot({}))).status).toBe(200);
  });

  it('refuses a lot closing in the past, or starting after it closes', async () => {
    const past = await create(lot({ date_closed: new Date(Date.now() - 60_000).toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('date_closed');
    const backwards = await create(lot({ date_added: new Date(Date.now() + 2 * 86_400_000).toISOString() }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('date_added');
  });

  it('refuses a starting price of 2^53−1 or any non-amount', async () => {
    for (const starting_price of [2 ** 53 - 1, '0x10', true, 1.005]) {
      const res = await create(lot({ starting_price }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
