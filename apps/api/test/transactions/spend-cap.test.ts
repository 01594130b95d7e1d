import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { offers, orders } from '../../src/platform/db/schema/index.js';
import { actors, buyNowLot, lotRow, priceLockLot, type Actors } from './support.js';

/**
 * The buyer's spend cap (issue 9) holds for every way of buying, not only bids: buy now,
 * price lock, making an offer, accepting a counter and an operator accepting an offer are
 * refused with SPEND_CAP_EXCEEDED (422) before anything is written.
 */
let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

/** Caps the buyer at `dollars` (null: no cap). */
const cap = async (token: string, dollars: number | null) =>
  expect((await s.api('POST', '/api/user/updateProfile', { token, body: { spend_cap: dollars } })).status).toBe(200);
const ordersOf = (buyerId: number, lotId: number) => s.database.db.select().from(orders).where(and(eq(orders.buyerId, buyerId), eq(orders.lotId, lotId)));
const buy = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/buynowConfirm', { token, body });
const make = (token: string, pid: number, offer_amount: number) => s.api('POST', '/api/user/makeOffer', { token, body: { pid, offer_amount } });

describe('spend cap on purchases and offers', () => {
  it('buy now above the cap is refused and writes nothing; within the cap it sells; unpaid orders count', async () => {
    await cap(a.buyer.token, 15_000);
    const first = await buyNowLot(s);
    expect((await buy(a.buyer.token, { id: first.id, buyprice: 10000 })).status).toBe(200);
    // $10,000 unpaid + $10,000 > $15,000.
    const second = await buyNowLot(s);
    const r = await buy(a.buyer.token, { id: second.id, buyprice: 10000 });
    expect([r.status, r.body.code]).toEqual([422, 'SPEND_CAP_EXCEEDED']);
    expect(r.body.details).toMatchObject({ cap: 15000, committed: 10000 });
    expect(await ordersOf(a.buyer.id, second.id)).toHaveLength(0);
    expect((await lotRow(s, second.id)).status).toBe('open');
    await cap(a.buyer.token, null);
    expect((await buy(a.buyer.token, { id: second.id, buyprice: 10000 })).status).toBe(200);
  });

  it('price lock counts the units bought', async () => {
    await cap(a.other.token, 350);
    const lot = await priceLockLot(s);
    const over = await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 4 });
    expect(over.body.code).toBe('SPEND_CAP_EXCEEDED');
    expect(await ordersOf(a.other.id, lot.id)).toHaveLength(0);
    expect((await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 3 })).status).toBe(200);
    await cap(a.other.token, null);
  });

  it('an offer above the cap is refused; a counter or an operator acceptance above it is refused at the sale', async () => {
    const [b] = [await s.buildUser()];
    const token = await s.loginAs(b!);
    await cap(token, 70);
    const lot = await buyNowLot(s, { makeOfferEnabled: true });
    const over = await make(token, lot.id, 80);
    expect([over.status, over.body.code]).toEqual([422, 'SPEND_CAP_EXCEEDED']);
    expect(await s.database.db.select().from(offers).where(eq(offers.lotId, lot.id))).toHaveLength(0);

    const o = (await make(token, lot.id, 60)).body.data.offer;
    await s.api('POST', `/api/admin/offers/${o.id}/counter`, { token: a.admin.token, body: { counter_amount: 90 } });
    const accept = await s.api('POST', '/api/product/acceptCounterOffer', { token, body: { id: lot.id, oid: o.id, buyprice: 90 } });
    expect(accept.body.code).toBe('SPEND_CAP_EXCEEDED');
    expect((await lotRow(s, lot.id)).status).toBe('open');

    const lot2 = await buyNowLot(s, { makeOfferEnabled: true });
    const o2 = (await make(token, lot2.id, 50)).body.data.offer;
    await cap(token, 40);
    const adminAccept = await s.api('POST', `/api/admin/offers/${o2.id}/accept`, { token: a.admin.token });
    expect([adminAccept.status, adminAccept.body.code]).toEqual([422, 'SPEND_CAP_EXCEEDED']);
    expect(await ordersOf(b!.id, lot2.id)).toHaveLength(0);
    await cap(token, 100);
    expect((await s.api('POST', `/api/admin/offers/${o2.id}/accept`, { token: a.admin.token })).status).toBe(200);
  });
});
