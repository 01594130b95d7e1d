import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLineItems, buildLot } from '../factories/lots.js';
import { lots } from '../../src/platform/db/schema/index.js';
import { actors, buyNowLot, lotRow, priceLockLot, type Actors } from './support.js';

let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

const buy = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/buynowConfirm', { token, body });

describe('POST product/buynowConfirm', () => {
  it('sells the lot at the confirmed price: one order, one invoice, the lot sold', async () => {
    const lot = await buyNowLot(s);
    const r = await buy(a.buyer.token, { id: lot.id, buyprice: 10000 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', message: 'Order completed', data: { amount: 10000, qty: 1, qty_remaining: 0 } });
    const inv = await s.api('GET', `/api/product/invoice/${r.body.data.invoice_id}`, { token: a.buyer.token });
    expect(inv.status).toBe(200);
    expect(inv.body.data.invoice).toMatchObject({
      id: r.body.data.invoice_id,
      project_id: lot.id,
      kind: 'buynow',
      status: 'unpaid',
      paid: 0,
      pay_reject: 0,
      amount: 10000,
      shipping_fee: 0,
      card_fee: 0,
      total: 10000,
      buyeruser_id: a.buyer.id,
    });
    expect(inv.body.data.invoice.common_invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(Date.parse(inv.body.data.invoice.due_date)).toBeGreaterThan(Date.now());
    const row = await lotRow(s, lot.id);
    expect(row).toMatchObject({ status: 'sold', winnerUserId: a.buyer.id, soldPrice: 1_000_000 });
  });

  it('tells the next buyer the item is out of stock', async () => {
    const lot = await buyNowLot(s);
    expect((await buy(a.buyer.token, { id: lot.id, buyprice: 10000 })).status).toBe(200);
    const r = await buy(a.other.token, { id: lot.id, buyprice: 10000 });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('OUT_OF_STOCK');
  });

  it('refuses a price that is no longer the price, a closed lot, and a buy price not above the current price', async () => {
    const lot = await buyNowLot(s);
    const wrong = await buy(a.buyer.token, { id: lot.id, buyprice: 9999 });
    expect([wrong.status, wrong.body.code]).toEqual([409, 'PRICE_CHANGED']);
    // details in currency units, as the wire: the $10,000 price is 10000, not 1000000 cents
    expect(wrong.body.details).toEqual({ price: 10_000 });
    const closed = await buyNowLot(s, { dateClosed: new Date(Date.now() - 1000) });
    expect((await buy(a.buyer.token, { id: closed.id, buyprice: 10000 })).body.code).toBe('LOT_CLOSED');
    const live = await buildLot(s.database.db, { buyNowPrice: 50_000, buyNowEnabled: true, currentPrice: 50_000 });
    expect((await buy(a.buyer.token, { id: live.id, buyprice: 500 })).body.code).toBe('BUY_NOW_UNAVAILABLE');
    const noFlag = await buyNowLot(s, { buyNowEnabled: false });
    expect((await buy(a.buyer.token, { id: noFlag.id, buyprice: 10000 })).body.code).toBe('BUY_NOW_UNAVAILABLE');
    expect((await lotRow(s, lot.id)).status).toBe('open');
  });

  it('ends a live auction that has a buy-now price above the current price', async () => {
    const live = await buildLot(s.database.db, { buyNowPrice: 80_000, buyNowEnabled: true });
    const r = await buy(a.buyer.token, { id: live.id, buyprice: 800 });
    expect(r.status).toBe(200);
    expect((await lotRow(s, live.id)).status).toBe('sold');
  });

  it('refuses staff, guests and a second buy of the same lot with the same key answers the first order', async () => {
    const lot = await buyNowLot(s);
    expect((await buy(a.admin.token, { id: lot.id, buyprice: 10000 })).status).toBe(403);
    expect((await s.api('POST', '/api/product/buynowConfirm', { body: { id: lot.id, buyprice: 10000 } })).status).toBe(401);
    const key = 'double-click-1';
    const first = await buy(a.buyer.token, { id: lot.id, buyprice: 10000, idempotency_key: key });
    const second = await buy(a.buyer.token, { id: lot.id, buyprice: 10000, idempotency_key: key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.invoice_id).toBe(first.body.data.invoice_id);
    const mine = await s.api('POST', '/api/product/allinvoices', { token: a.buyer.token, body: {} });
    expect(mine.body.data.records.filter((i: { project_id: number }) => i.project_id === lot.id)).toHaveLength(1);
  });
});

describe('price lock', () => {
  it('sells units at the locked unit price until the stock is gone, then closes the lot', async () => {
    const lot = await priceLockLot(s);
    const sample = await s.api('GET', `/api/product/viewsample/${lot.id}`, { token: a.buyer.token, query: { qty: 3 } });
    expect(sample.body.data.sample).toMatchObject({ kind: 'pricelock', bprice: 100, qty: 3, qty_available: 10, amount: 300, can_buy: true });
    const r1 = await buy(a.buyer.token, { id: lot.id, buyprice: 100, qty: 3 });
    expect(r1.body.data).toMatchObject({ qty: 3, amount: 300, qty_remaining: 7 });
    const tooMany = await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 8 });
    expect([tooMany.status, tooMany.body.code]).toEqual([422, 'QTY_INVALID']);
    const r2 = await buy(a.other.token, { id: lot.id, buyprice: 100, qty: 7 });
    expect(r2.body.data).toMatchObject({ qty: 7, amount: 700, qty_remaining: 0 });
    expect(r2.body.data.invoice_id).not.toBe(r1.body.data.invoice_id);
    expect((await lotRow(s, lot.id)).status).toBe('sold');
    expect((await buy(a.buyer.token, { id: lot.id, buyprice: 100, qty: 1 })).body.code).toBe('OUT_OF_STOCK');
    const inv = await s.api('GET', `/api/product/invoice/${r1.body.data.invoice_id}`, { token: a.buyer.token });
    expect(inv.body.data.invoice).toMatchObject({ kind: 'pricelock', bprice: 100, qty: 3, amount: 300 });
  });
});

describe('bids on fixed-price formats', () => {
  it('refuses a bid on a buy-now or price-lock lot with NOT_AN_AUCTION', async () => {
    for (const lot of [await buyNowLot(s), await priceLockLot(s)]) {
      const r = await s.api('POST', '/api/product/bidConfirm', { token: a.buyer.token, body: { id: lot.id, wsprice: 200, hard_bid: 1 } });
      expect([r.status, r.body.code]).toEqual([409, 'NOT_AN_AUCTION']);
      expect((await lotRow(s, lot.id)).bidCount).toBe(0);
    }
  });
});

describe('invoices', () => {
  it("answers 404 for someone else's invoice and for a lot the caller did not buy", async () => {
    const lot = await buyNowLot(s);
    const r = await buy(a.buyer.token, { id: lot.id, buyprice: 10000 });
    expect((await s.api('GET', `/api/product/invoice/${r.body.data.invoice_id}`, { token: a.other.token })).status).toBe(404);
    expect((await s.api('POST', '/api/product/invoice', { token: a.other.token, body: { id: lot.id } })).status).toBe(404);
    const byLot = await s.api('POST', '/api/product/invoice', { token: a.buyer.token, body: { id: lot.id } });
    expect(byLot.body.data.invoice_id).toBe(r.body.data.invoice_id);
  });

  it('invoices an auction win when the closing worker closes the lot (seller ships: shipping fee added)', async () => {
    const lot = await buildLot(s.database.db, { buyerShips: false });
    const bid = await s.api('POST', '/api/product/bidConfirm', { token: a.buyer.token, body: { id: lot.id, wsprice: 2000, hard_bid: 1 } });
    expect(bid.status).toBe(200);
    await s.database.db.update(lots).set({ dateClosed: new Date(Date.now() - 1000) }).where(eq(lots.id, lot.id));
    await s.deps.services.closing.closeDue(new Date());
    const byLot = await s.api('POST', '/api/product/invoice', { token: a.buyer.token, body: { id: lot.id } });
    expect(byLot.status).toBe(200);
    const inv = byLot.body.data.invoice;
    expect(inv).toMatchObject({ kind: 'auction', status: 'unpaid', buyership: 0, shipping_fee: 75 });
    expect(inv.total).toBe(inv.amount + 75);
  });
});

describe('line-item wins', () => {
  it('bills each winner once, listing the sub-lots they won', async () => {
    const lot = await buildLot(s.database.db, { listingFormat: 'lineitem', auctionType: 'lineitem' });
    const [i1, i2, i3] = await buildLineItems(s.database.db, lot.id, 3);
    for (const [token, item] of [[a.buyer.token, i1], [a.buyer.token, i2], [a.other.token, i3]] as const) {
      const r = await s.api('POST', '/api/product/bidConfirm', { token, body: { id: item!.id, master_id: lot.id, wsprice: 5, hard_bid: 1, auctionType: 'lineitem' } });
      expect(r.status).toBe(200);
    }
    await s.database.db.update(lots).set({ dateClosed: new Date(Date.now() - 1000) }).where(eq(lots.id, lot.id));
    await s.deps.services.closing.closeDue(new Date());
    const mine = (await s.api('POST', '/api/product/invoice', { token: a.buyer.token, body: { id: lot.id } })).body.data.invoice;
    expect(mine.lineitem.map((l: { id: number }) => l.id).sort()).toEqual([i1!.id, i2!.id].sort());
    expect(mine.lineitem[0]).toMatchObject({ linesublot: expect.any(Number), qty: 5, amount: 5 });
    expect(mine.amount).toBe(10);
    const theirs = (await s.api('POST', '/api/product/invoice', { token: a.other.token, body: { id: lot.id } })).body.data.invoice;
    expect(theirs.lineitem.map((l: { id: number }) => l.id)).toEqual([i3!.id]);
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('operator price drop and closing time', () => {
  it('lowers the buy-now price and the start, refuses a raise, and refuses buyers', async () => {
    const lot = await buyNowLot(s);
    const r = await s.api('POST', `/api/admin/lots/${lot.id}/drop-price`, { token: a.admin.token, body: { bprice: 9000, sprice: 90 } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: lot.id, bprice: 9000, sprice: 90, wprice: 90 });
    const up = await s.api('POST', `/api/admin/lots/${lot.id}/drop-price`, { token: a.admin.token, body: { bprice: 9500 } });
    expect(up.status).toBe(400);
    expect((await s.api('POST', `/api/admin/lots/${lot.id}/drop-price`, { token: a.buyer.token, body: { bprice: 1 } })).status).toBe(403);
    expect((await buy(a.buyer.token, { id: lot.id, buyprice: 10000 })).body.code).toBe('PRICE_CHANGED');
    expect((await buy(a.buyer.token, { id: lot.id, buyprice: 9000 })).status).toBe(200);
  });

  it('moves the closing time of an open lot to a future moment only', async () => {
    const lot = await buyNowLot(s);
    const when = new Date(Date.now() + 7_200_000).toISOString();
    const r = await s.api('POST', `/api/admin/lots/${lot.id}/closing-time`, { token: a.admin.token, body: { date_closed: when } });
    expect(r.body.data).toEqual({ id: lot.id, date_closed: when });
    expect((await lotRow(s, lot.id)).dateClosed.toISOString()).toBe(when);
    const past = await s.api('POST', `/api/admin/lots/${lot.id}/closing-time`, { token: a.admin.token, body: { date_closed: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    expect((await s.api('POST', `/api/admin/lots/${lot.id}/closing-time`, { token: a.other.token, body: { date_closed: when } })).status).toBe(403);
  });
});
