import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { actors, billing, buyNowLot, type Actors } from '../transactions/support.js';

/** Transaction calls of spec 2 §7, sent exactly as the spec writes them (money in currency units). */
let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

describe('buy now and offers (spec 2 §7 "Product")', () => {
  it('POST product/buynowConfirm {id, buyprice} buys at a price in currency units', async () => {
    const lot = await buyNowLot(s, { buyNowPrice: 1_250_050 });
    const res = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 12500.5, site_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', data: { amount: 12500.5, invoice_id: expect.any(Number) } });
  });

  it('POST makeOffer {pid, offer_amount}, POST getAuctionOffers {pid}, POST declineCounterOffer {oid}', async () => {
    const lot = await buyNowLot(s, { makeOfferEnabled: true });
    const made = await s.api('POST', '/api/user/makeOffer', { token: a.buyer.token, body: { pid: lot.id, offer_amount: 75 } });
    expect(made.body).toMatchObject({ status: 'success', message: 'Offer submitted successfully' });
    const oid = made.body.data.offer.id;
    const list = await s.api('POST', '/api/user/getAuctionOffers', { token: a.buyer.token, body: { pid: lot.id } });
    expect(list.body.data.offers[0]).toMatchObject({ id: oid, offer_amount: 75, counter_amount: null, accepted_by: 0, declined_by: 0, counter_by: 0 });
    await s.api('POST', `/api/admin/offers/${oid}/counter`, { token: a.admin.token, body: { counter_amount: 90 } });
    const declined = await s.api('POST', '/api/user/declineCounterOffer', { token: a.buyer.token, body: { oid } });
    expect(declined.body).toEqual({ status: 'success', message: 'Counter offer declined successfully' });
  });

  it('POST product/acceptCounterOffer {id, buyprice, oid} and GET product/viewsample/{id}/{oid}', async () => {
    const lot = await buyNowLot(s, { makeOfferEnabled: true });
    const oid = (await s.api('POST', '/api/user/makeOffer', { token: a.buyer.token, body: { pid: lot.id, offer_amount: 60 } })).body.data.offer.id;
    await s.api('POST', `/api/admin/offers/${oid}/counter`, { token: a.admin.token, body: { counter_amount: 80.25 } });
    const sample = await s.api('GET', `/api/product/viewsample/${lot.id}/${oid}`, { token: a.buyer.token, query: { site_id: 1 } });
    expect(sample.body.data.sample).toMatchObject({ counter_amount: 80.25, oid, amount: 80.25 });
    const res = await s.api('POST', '/api/product/acceptCounterOffer', { token: a.buyer.token, body: { id: lot.id, buyprice: 80.25, oid } });
    expect(res.body).toMatchObject({ status: 'success', data: { invoice_id: expect.any(Number) } });
  });
});

describe('invoices (spec 2 §3 "Invoice/order", §7)', () => {
  it('GET product/invoice/{id}, POST product/invoice, POST product/allinvoices and GET product/viewsample/{id} answer the spec fields', async () => {
    const lot = await buyNowLot(s);
    const sample = await s.api('GET', `/api/product/viewsample/${lot.id}`, { token: a.buyer.token });
    expect(sample.body.data.sample).toMatchObject({ bprice: 10000, amount: 10000, can_buy: true });
    const id = (await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } })).body.data.invoice_id;
    const inv = (await s.api('GET', `/api/product/invoice/${id}`, { token: a.buyer.token })).body.data.invoice;
    for (const field of [
      'date_added', 'paid', 'pay_reject', 'r_date', 'inv_createddate', 'inv_paiddate', 'common_invoice', 'companyname', 'address1', 'city', 'state',
      'zip', 'country', 'buyership', 'shipping_service', 'shipping_fee', 'amount', 'currency_symbol', 'auctiontype', 'title', 'id', 'qty',
      'condition', 'lottype', 'lineitem', 'repfirstname', 'replastname', 'buyeruser_id', 'bprice', 'counter_amount', 'oid',
      'invoicelineitem', 'items', 'transactions', 'appointment', 'location', 'cart',
    ]) {
      expect(inv, field).toHaveProperty(field);
    }
    expect(inv).toMatchObject({ paid: 0, pay_reject: 0, amount: 10000, lottype: 1 });
    expect(inv).toMatchObject({ invoicelineitem: [], items: [{ id: lot.id, amount: 10000 }], transactions: [], cart: { payable: 1, total_due: inv.total } });
    expect(inv.location).toEqual({ country: expect.any(String), state: expect.any(String), city: expect.any(String) });
    expect((await s.api('POST', '/api/product/invoice', { token: a.buyer.token, body: { id: lot.id } })).body.data.invoice_id).toBe(id);
    const all = await s.api('POST', '/api/product/allinvoices', { token: a.buyer.token, body: {} });
    expect(all.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
  });
});

describe('disputes (spec 2 §7 savedisputes)', () => {
  it('POST savedisputes {projectmsgpost, subject, message, from_id}', async () => {
    const lot = await buyNowLot(s);
    await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } });
    const res = await s.api('POST', '/api/user/savedisputes', {
      token: a.buyer.token,
      body: { projectmsgpost: lot.id, subject: 'Wrong items', message: 'The pallet holds other models.', from_id: a.buyer.id },
    });
    expect(res.body).toMatchObject({ status: 'success', message: 'Your dispute is successfully added' });
  });
});

describe('cart (spec 2 §7 "Cart"; issue 41 items 1 and 9)', () => {
  it('POST cart/changeStatus answers the charge of the ticked invoices; cart/changeStatus and cart/checkout take the spec\'s payment words wire and credit_card', async () => {
    const lot = await buyNowLot(s, { buyNowPrice: 20_000 });
    const bought = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 200, site_id: 1 } });
    const invoiceId = bought.body.data.invoice_id as number;
    await s.api('POST', '/api/cart/saveAddress', { token: a.buyer.token, body: billing });

    const byCard = await s.api('POST', '/api/cart/changeStatus', { token: a.buyer.token, body: { invoice_ids: [invoiceId], payment_method: 'credit_card', site_id: 1 } });
    expect(byCard.status).toBe(200);
    expect(byCard.body).toMatchObject({ status: 'success', data: { invoice_ids: [invoiceId], charges: [{ invoice_id: invoiceId }], card_fee_percent: expect.any(Number) } });
    expect(byCard.body.data.card_fee).toBeGreaterThan(0);
    const byWire = await s.api('POST', '/api/cart/changeStatus', { token: a.buyer.token, body: { invoice_ids: [invoiceId], payment_method: 'wire', site_id: 1 } });
    expect(byWire.body.data).toMatchObject({ card_fee: 0 });

    const checkout = await s.api('POST', '/api/cart/checkout', {
      token: a.buyer.token,
      body: { invoice_ids: [invoiceId], payment_method: 'credit_card', expected_total: byCard.body.data.total, site_id: 1 },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.payment).toMatchObject({ total: byCard.body.data.total });
  });
});
