import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { actors, buyNowLot, lotRow, priceLockLot, type Actors } from '../transactions/support.js';
import { orders } from '../../src/platform/db/schema/index.js';

/** Issue 39 item 7: a buy-now key reused for another purchase answers IDEMPOTENCY_KEY_REUSED, as bids do. */
let s: TestServer;
let a: Actors;
const buy = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/buynowConfirm', { token, body });

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(async () => {
  await s?.close();
});

describe('buy-now idempotency keys', () => {
  it('the same key for another lot is refused 409 IDEMPOTENCY_KEY_REUSED and buys nothing', async () => {
    const [first, second] = [await buyNowLot(s), await buyNowLot(s)];
    const key = 'reused-key-1';
    expect((await buy(a.buyer.token, { id: first.id, buyprice: 10000, idempotency_key: key })).status).toBe(200);
    const r = await buy(a.buyer.token, { id: second.id, buyprice: 10000, idempotency_key: key });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await s.database.db.select().from(orders).where(eq(orders.lotId, second.id))).toHaveLength(0);
    expect((await lotRow(s, second.id)).status).toBe('open');
    // The key's own purchase still answers its first order.
    const again = await buy(a.buyer.token, { id: first.id, buyprice: 10000, idempotency_key: key });
    expect(again.status).toBe(200);
  });

  it('the same key for another quantity of a price-lock lot is refused too', async () => {
    const lot = await priceLockLot(s);
    const key = 'reused-key-2';
    expect((await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 2, idempotency_key: key })).status).toBe(200);
    const r = await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 3, idempotency_key: key });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await s.database.db.select().from(orders).where(eq(orders.lotId, lot.id))).toHaveLength(1);
    // Another buyer may use the same key: keys are per user.
    expect((await buy(a.buyer.token, { id: lot.id, buyprice: 100, qty: 1, idempotency_key: key })).status).toBe(200);
  });
});
