import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { auditLog, offers } from '../../src/platform/db/schema/index.js';
import { actors, buyNowLot, lotRow, type Actors } from './support.js';

let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

const offerLot = () => buyNowLot(s, { makeOfferEnabled: true });
const make = (token: string, pid: number, offer_amount: unknown) => s.api('POST', '/api/user/makeOffer', { token, body: { pid, offer_amount } });
const admin = (path: string, body?: unknown) => s.api('POST', `/api/admin/${path}`, { token: a.admin.token, body: body ?? {} });

describe('offers', () => {
  it('submits an offer, lists it with its expiry, and refuses a second pending one', async () => {
    const lot = await offerLot();
    const r = await make(a.buyer.token, lot.id, 7500);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', message: 'Offer submitted successfully' });
    expect(r.body.data.offer).toMatchObject({ pid: lot.id, offer_amount: 7500, status: 'submitted', counter_by: 0, accepted_by: 0, declined_by: 0 });
    const hours = (Date.parse(r.body.data.offer.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const list = await s.api('POST', '/api/user/getAuctionOffers', { token: a.buyer.token, body: { pid: lot.id } });
    expect(list.body.data).toMatchObject({ expiry_hours: 48, can_offer: false });
    expect(list.body.data.offers).toHaveLength(1);
    expect((await make(a.buyer.token, lot.id, 8000)).body.code).toBe('OFFER_PENDING');
  });

  it('refuses a zero amount, a lot without offers, a closed lot, staff and guests', async () => {
    const lot = await offerLot();
    expect((await make(a.buyer.token, lot.id, 0)).status).toBe(400);
    expect((await make(a.buyer.token, lot.id, 'abc')).status).toBe(400);
    const noOffers = await buyNowLot(s);
    expect((await make(a.buyer.token, noOffers.id, 100)).body.code).toBe('OFFERS_NOT_ALLOWED');
    const closed = await buyNowLot(s, { makeOfferEnabled: true, dateClosed: new Date(Date.now() - 1000) });
    expect((await make(a.buyer.token, closed.id, 100)).body.code).toBe('LOT_CLOSED');
    expect((await make(a.admin.token, lot.id, 100)).status).toBe(403);
    expect((await s.api('POST', '/api/user/makeOffer', { body: { pid: lot.id, offer_amount: 100 } })).status).toBe(401);
  });

  it('after an operator declines, the buyer may offer again', async () => {
    const lot = await offerLot();
    const o = (await make(a.buyer.token, lot.id, 5000)).body.data.offer;
    const d = await admin(`offers/${o.id}/decline`);
    expect(d.body.data.offer).toMatchObject({ status: 'declined', declined_by: a.admin.id });
    expect((await admin(`offers/${o.id}/decline`)).body.code).toBe('OFFER_NOT_PENDING');
    expect((await make(a.buyer.token, lot.id, 6000)).status).toBe(200);
  });

  it('counter → buyer accepts at the counter amount: order, invoice, lot sold, other offers declined', async () => {
    const lot = await offerLot();
    const mine = (await make(a.buyer.token, lot.id, 6000)).body.data.offer;
    const theirs = (await make(a.other.token, lot.id, 6500)).body.data.offer;
    const c = await admin(`offers/${mine.id}/counter`, { counter_amount: 8000 });
    expect(c.body.data.offer).toMatchObject({ status: 'countered', counter_amount: 8000, counter_by: a.admin.id });
    // the audit entry in currency units, as the console shows it (not cents)
    const [counterEntry] = await s.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'offers.counter'), eq(auditLog.entityId, String(mine.id))));
    expect([counterEntry!.before, counterEntry!.after]).toEqual([{ status: 'submitted', amount: 6000 }, { status: 'countered', counter_amount: 8000 }]);
    const pending = await s.api('GET', '/api/admin/offers', { token: a.admin.token, query: { pid: lot.id } });
    expect(pending.body.data.records.map((o: { id: number }) => o.id)).toEqual([theirs.id]);
    const sample = await s.api('GET', `/api/product/viewsample/${lot.id}/${mine.id}`, { token: a.buyer.token });
    expect(sample.body.data).toMatchObject({ offer_status: 'countered', sample: { kind: 'offer', amount: 8000, can_buy: true, counter_amount: 8000 } });
    expect((await s.api('GET', `/api/product/viewsample/${lot.id}/${mine.id}`, { token: a.other.token })).status).toBe(404);
    const wrong = await s.api('POST', '/api/product/acceptCounterOffer', { token: a.buyer.token, body: { id: lot.id, oid: mine.id, buyprice: 7000 } });
    expect(wrong.body.code).toBe('PRICE_CHANGED');
    const notYours = await s.api('POST', '/api/product/acceptCounterOffer', { token: a.other.token, body: { id: lot.id, oid: mine.id, buyprice: 8000 } });
    expect(notYours.status).toBe(404);
    const ok = await s.api('POST', '/api/product/acceptCounterOffer', { token: a.buyer.token, body: { id: lot.id, oid: mine.id, buyprice: 8000 } });
    expect(ok.status).toBe(200);
    const inv = await s.api('GET', `/api/product/invoice/${ok.body.data.invoice_id}`, { token: a.buyer.token });
    expect(inv.body.data.invoice).toMatchObject({ kind: 'offer', amount: 8000, oid: mine.id, counter_amount: 8000 });
    expect((await lotRow(s, lot.id)).status).toBe('sold');
    const other = await s.api('POST', '/api/user/getAuctionOffers', { token: a.other.token, body: { pid: lot.id } });
    expect(other.body.data.offers[0].status).toBe('declined');
    const list = await s.api('POST', '/api/user/getAuctionOffers', { token: a.buyer.token, body: { pid: lot.id } });
    expect(list.body.data.offers[0]).toMatchObject({ status: 'approved', invoice_id: ok.body.data.invoice_id });
  });

  it('the buyer declines a counter ("Counter offer declined successfully") and may offer again', async () => {
    const lot = await offerLot();
    const o = (await make(a.buyer.token, lot.id, 6000)).body.data.offer;
    expect((await s.api('POST', '/api/user/declineCounterOffer', { token: a.buyer.token, body: { oid: o.id } })).body.code).toBe('OFFER_NOT_COUNTERED');
    await admin(`offers/${o.id}/counter`, { counter_amount: 9000 });
    expect((await s.api('POST', '/api/user/declineCounterOffer', { token: a.other.token, body: { oid: o.id } })).status).toBe(404);
    const d = await s.api('POST', '/api/user/declineCounterOffer', { token: a.buyer.token, body: { oid: o.id } });
    expect(d.body).toEqual({ status: 'success', message: 'Counter offer declined successfully' });
    expect((await make(a.buyer.token, lot.id, 7000)).status).toBe(200);
  });

  it('an operator accepts an offer: the sale at the offer amount', async () => {
    const lot = await offerLot();
    const o = (await make(a.buyer.token, lot.id, 7777)).body.data.offer;
    const r = await admin(`offers/${o.id}/accept`);
    expect(r.body.data.offer).toMatchObject({ status: 'approved', accepted_by: a.admin.id });
    const inv = await s.api('GET', `/api/product/invoice/${r.body.data.invoice_id}`, { token: a.buyer.token });
    expect(inv.body.data.invoice.amount).toBe(7777);
    expect((await s.api('POST', '/api/product/buynowConfirm', { token: a.other.token, body: { id: lot.id, buyprice: 10000 } })).body.code).toBe('OUT_OF_STOCK');
    expect((await s.api('POST', `/api/admin/offers/${o.id}/accept`, { token: a.buyer.token })).status).toBe(403);
    expect((await s.api('GET', '/api/admin/offers', { token: a.other.token })).status).toBe(403);
  });

  it('an expired counter can no longer be accepted', async () => {
    const lot = await offerLot();
    const o = (await make(a.buyer.token, lot.id, 6000)).body.data.offer;
    await admin(`offers/${o.id}/counter`, { counter_amount: 9000 });
    await s.database.db.update(offers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(offers.id, o.id));
    const r = await s.api('POST', '/api/product/acceptCounterOffer', { token: a.buyer.token, body: { id: lot.id, oid: o.id, buyprice: 9000 } });
    expect([r.status, r.body.code]).toEqual([409, 'OFFER_EXPIRED']);
    const list = await s.api('POST', '/api/user/getAuctionOffers', { token: a.buyer.token, body: { pid: lot.id } });
    expect(list.body.data.offers[0].status).toBe('expired');
    expect(list.body.data.can_offer).toBe(true);
    expect((await lotRow(s, lot.id)).status).toBe('open');
  });
});
