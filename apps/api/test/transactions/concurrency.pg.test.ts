import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { invoices, orders } from '../../src/platform/db/schema/index.js';
import { actors, buyNowLot, lotRow, priceLockLot, type Actors } from './support.js';

/**
 * Competing purchases on PostgreSQL (real parallel transactions; PGlite serialises them).
 * Selected for the postgres pass only in vitest.config.ts.
 */
let s: TestServer;
let a: Actors;
let buyers: { id: number; token: string }[] = [];

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', RATE_LIMIT_PER_MINUTE: '1000000' } });
  a = await actors(s);
  const users = await Promise.all(Array.from({ length: 50 }, () => s.buildUser()));
  buyers = [];
  for (let i = 0; i < users.length; i += 10) {
    buyers.push(...(await Promise.all(users.slice(i, i + 10).map(async (u) => ({ id: u.id, token: await s.loginAs(u) })))));
  }
}, 300_000);
afterAll(() => s?.close());

const buy = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/buynowConfirm', { token, body });
const ordersOf = (lotId: number) => s.database.db.select().from(orders).where(eq(orders.lotId, lotId));

describe('concurrent purchases (PostgreSQL)', () => {
  it('20 buyers buy now the same single lot at once: one order, 19 told out of stock', async () => {
    const lot = await buyNowLot(s);
    const results = await Promise.all(buyers.slice(0, 20).map((b) => buy(b.token, { id: lot.id, buyprice: 10000 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.code).toBe('OUT_OF_STOCK');
    expect(await ordersOf(lot.id)).toHaveLength(1);
    expect(await s.database.db.select().from(invoices).where(eq(invoices.lotId, lot.id))).toHaveLength(1);
    expect((await lotRow(s, lot.id)).status).toBe('sold');
  });

  it('price-lock stock never goes below zero under 50 parallel purchases', async () => {
    const lot = await priceLockLot(s, { qty: 30 });
    const results = await Promise.all(buyers.map((b, i) => buy(b.token, { id: lot.id, buyprice: 33.33, qty: 1 + (i % 3) })));
    const sold = results.filter((r) => r.status === 200).reduce((n, r) => n + (r.body.data.qty as number), 0);
    const rows = await ordersOf(lot.id);
    expect(rows.reduce((n, o) => n + o.qty, 0)).toBe(sold);
    expect(sold).toBeLessThanOrEqual(30);
    // Every refusal is a stock refusal; once fewer units remain than asked, the rest are refused.
    for (const r of results.filter((x) => x.status !== 200)) expect(['OUT_OF_STOCK', 'QTY_INVALID']).toContain(r.body.code);
    expect(sold).toBeGreaterThanOrEqual(28);
    const remaining = results.filter((r) => r.status === 200).map((r) => r.body.data.qty_remaining as number);
    expect(Math.min(...remaining)).toBe(30 - sold);
    if (sold === 30) expect((await lotRow(s, lot.id)).status).toBe('sold');
  });

  it('a counter offer accepted while a buy-now lands: exactly one sale', async () => {
    for (let round = 0; round < 5; round++) {
      const lot = await buyNowLot(s, { makeOfferEnabled: true });
      const offer = (await s.api('POST', '/api/user/makeOffer', { token: a.buyer.token, body: { pid: lot.id, offer_amount: 8000 } })).body.data.offer;
      await s.api('POST', `/api/admin/offers/${offer.id}/counter`, { token: a.admin.token, body: { counter_amount: 9000 } });
      const [accept, buyNow] = await Promise.all([
        s.api('POST', '/api/product/acceptCounterOffer', { token: a.buyer.token, body: { id: lot.id, oid: offer.id, buyprice: 9000 } }),
        buy(a.other.token, { id: lot.id, buyprice: 10000 }),
      ]);
      expect([accept.status, buyNow.status].filter((st) => st === 200)).toHaveLength(1);
      const loser = accept.status === 200 ? buyNow : accept;
      expect(loser.body.code).toBe('OUT_OF_STOCK');
      expect(await ordersOf(lot.id)).toHaveLength(1);
    }
  });
});
