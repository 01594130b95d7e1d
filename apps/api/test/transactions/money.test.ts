import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { actors, billing, buyNowLot, type Actors } from './support.js';

/** The wire speaks one unit (currency units), and an invoice charges what the money core says. */
let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

const post = (path: string, token: string, body: unknown) => s.api('POST', path, { token, body });

describe('money on the wire', () => {
  it('a card-paid invoice of a lot with its own shipping fee: amount + that fee + 3 % of both, half up', async () => {
    // $10,000 buy now; the seller ships for the lot's own $25.50 (not the site's flat fee)
    const lot = await buyNowLot(s, { buyerShips: false, shippingFee: 2_550 });
    const bought = await post('/api/product/buynowConfirm', a.buyer.token, { id: lot.id, buyprice: 10000 });
    expect(bought.status).toBe(200);
    const invoiceId = bought.body.data.invoice_id as number;
    await post('/api/cart/saveAddress', a.buyer.token, billing);

    // cart/changeStatus: nothing ticked charges nothing; ticked, it charges 10,025.50 + 300.765 → 300.77
    const none = await post('/api/cart/changeStatus', a.buyer.token, { invoice_ids: [], payment_method: 'credit_card' });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ invoice_ids: [], charges: [], amount: 0, card_fee: 0, total: 0 });
    const ticked = await post('/api/cart/changeStatus', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'credit_card' });
    expect(ticked.body.data).toMatchObject({
      payment_method: 'card',
      card_fee_percent: 3,
      charges: [{ invoice_id: invoiceId, amount: 10000, shipping_fee: 25.5, card_fee: 300.77, total: 10326.27 }],
      amount: 10025.5,
      card_fee: 300.77,
      total: 10326.27,
    });
    const byWire = await post('/api/cart/changeStatus', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'wire' });
    expect(byWire.body.data).toMatchObject({ card_fee: 0, total: 10025.5 });
    expect((await post('/api/cart/changeStatus', a.other.token, { invoice_ids: [invoiceId] })).body.code).toBe('INVOICE_NOT_PAYABLE');

    // checkout refuses a total the buyer did not see (here: the wire total for a card payment)
    const stale = await post('/api/cart/checkout', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'credit_card', expected_total: 10025.5 });
    expect([stale.status, stale.body.code, stale.body.details]).toEqual([409, 'PRICE_CHANGED', { total: 10326.27 }]);
    const co = await post('/api/cart/checkout', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'credit_card', expected_total: 10326.27 });
    expect(co.status).toBe(200);
    expect(co.body.data.payment).toMatchObject({ payment_method: 'card', amount: 10025.5, card_fee: 300.77, total: 10326.27 });
    const paid = await post('/api/payment/authorize', a.buyer.token, {
      payment_id: co.body.data.payment.payment_id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      cardholder_name: 'Ada Buyer',
      idempotency_key: 'money-test-1',
    });
    expect(paid.status).toBe(200);
    const inv = await s.api('GET', `/api/product/invoice/${invoiceId}`, { token: a.buyer.token });
    expect(inv.body.data.invoice).toMatchObject({ status: 'paid', amount: 10000, shipping_fee: 25.5, card_fee: 300.77, total: 10326.27 });
  });

  it('a buy-now PRICE_CHANGED answer carries the price in currency units', async () => {
    const lot = await buyNowLot(s, { buyNowPrice: 16_700 });
    const r = await post('/api/product/buynowConfirm', a.other.token, { id: lot.id, buyprice: 166 });
    expect([r.status, r.body.code, r.body.details]).toEqual([409, 'PRICE_CHANGED', { price: 167 }]);
  });

  it('an audit entry of a price change keeps currency units', async () => {
    const lot = await buyNowLot(s, { buyNowPrice: 25_000 });
    const drop = await post(`/api/admin/lots/${lot.id}/drop-price`, a.admin.token, { bprice: 199.5 });
    expect(drop.status).toBe(200);
    const log = await s.api('GET', `/api/admin/audit?lot_id=${lot.id}`, { token: a.admin.token });
    expect(log.status).toBe(200);
    const entry = log.body.data.records.find((e: { action: string }) => e.action === 'buyNow.dropPrice');
    expect(entry.before).toMatchObject({ buyNowPrice: 250, startingPrice: 100, currentPrice: 100 });
    expect(entry.after).toMatchObject({ buyNowPrice: 199.5 });
  });

  it('a lot with no reserve (none, or 0) and no bids reports the reserve met', async () => {
    for (const reservePrice of [null, 0]) {
      const lot = await buildLot(s.database.db, { reservePrice });
      const v = await s.api('GET', `/api/product/view/${lot.id}`, { token: a.buyer.token });
      expect(v.status).toBe(200);
      expect(v.body.data.project).toMatchObject({ bid_count: 0, has_reserve: false, rprice_met: true });
    }
  });
});
