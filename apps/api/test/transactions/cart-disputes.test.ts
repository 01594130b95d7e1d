import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { invoices } from '../../src/platform/db/schema/index.js';
import { actors, billing, buyNowLot, type Actors } from './support.js';

let s: TestServer;
let a: Actors;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
});
afterAll(() => s?.close());

/** A lot the seller ships ($10,000 + $75 shipping), bought now by `token`; answers the invoice id and lot id. */
async function bought(token: string) {
  const lot = await buyNowLot(s, { buyerShips: false });
  const r = await s.api('POST', '/api/product/buynowConfirm', { token, body: { id: lot.id, buyprice: 10000 } });
  expect(r.status).toBe(200);
  return { invoiceId: r.body.data.invoice_id as number, lotId: lot.id };
}
const post = (path: string, token: string, body: unknown) => s.api('POST', path, { token, body });
const card = (payment_id: number, number: string, idempotency_key: string) => ({
  payment_id,
  card_number: number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  cardholder_name: 'Ada Buyer',
  idempotency_key,
});

describe('cart and card payment', () => {
  it('needs a billing address, then pays by card with the 3 % fee; a declined card leaves the invoice unpaid', async () => {
    const { invoiceId } = await bought(a.buyer.token);
    const cart = await post('/api/cart/search', a.buyer.token, {});
    expect(cart.body.data).toMatchObject({ card_fee_percent: 3, payment_methods: ['wire', 'card'] });
    expect(cart.body.data.records.map((r: { id: number }) => r.id)).toContain(invoiceId);
    expect((await post('/api/cart/checkout', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'card' })).body.code).toBe('BILLING_ADDRESS_REQUIRED');
    expect((await post('/api/cart/saveAddress', a.buyer.token, { ...billing, billing_city: '' })).status).toBe(400);
    const saved = await post('/api/cart/saveAddress', a.buyer.token, billing);
    expect(saved.body.data.billing).toEqual(billing);
    const co = await post('/api/cart/checkout', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'card' });
    expect(co.body.data.payment).toMatchObject({ status: 'pending', amount: 10075, card_fee: 302.25, total: 10377.25, wire: null });
    const pid = co.body.data.payment.payment_id;

    const declined = await post('/api/payment/authorize', a.buyer.token, card(pid, '4000000000000002', 'attempt-1'));
    expect([declined.status, declined.body.code]).toEqual([402, 'CARD_DECLINED']);
    const bad = await post('/api/payment/authorize', a.buyer.token, card(pid, '4242424242424241', 'attempt-2'));
    expect(bad.body.code).toBe('CARD_INVALID');
    let inv = await s.api('GET', `/api/product/invoice/${invoiceId}`, { token: a.buyer.token });
    expect(inv.body.data.invoice.status).toBe('unpaid');

    expect((await post('/api/payment/authorize', a.other.token, card(pid, '4242424242424242', 'attempt-3'))).status).toBe(404);
    const ok = await post('/api/payment/authorize', a.buyer.token, card(pid, '4242 4242 4242 4242', 'attempt-4'));
    expect(ok.status).toBe(200);
    expect(ok.body.data.payment).toMatchObject({ status: 'captured', card_brand: 'visa', card_last4: '4242', total: 10377.25 });
    const again = await post('/api/payment/authorize', a.buyer.token, card(pid, '4242424242424242', 'attempt-4'));
    expect(again.status).toBe(200);
    expect((await post('/api/payment/authorize', a.buyer.token, card(pid, '4242424242424242', 'attempt-5'))).body.code).toBe('PAYMENT_NOT_PENDING');
    inv = await s.api('GET', `/api/product/invoice/${invoiceId}`, { token: a.buyer.token });
    expect(inv.body.data.invoice).toMatchObject({
      status: 'paid',
      paid: 1,
      payment_method: 'card',
      card_last4: '4242',
      amount: 10000,
      shipping_fee: 75,
      card_fee: 302.25,
      total: 10377.25,
      address1: billing.billing_address,
    });
    expect(inv.body.data.invoice.inv_paiddate).not.toBeNull();
    expect((await post('/api/cart/checkout', a.buyer.token, { invoice_ids: [invoiceId], payment_method: 'wire' })).body.code).toBe('INVOICE_NOT_PAYABLE');
  });

  it('pays by wire: instructions and reference, then the operator marks it paid; an operator cancels another', async () => {
    await post('/api/cart/saveAddress', a.other.token, billing);
    const { invoiceId } = await bought(a.other.token);
    const co = await post('/api/cart/checkout', a.other.token, { invoice_ids: [invoiceId], payment_method: 'wire' });
    expect(co.body.data.payment).toMatchObject({ payment_method: 'wire', card_fee: 0, total: 10075 });
    expect(co.body.data.payment.wire.reference).toMatch(/^GVL-\d{6}$/);
    expect(co.body.data.payment.wire.iban).toBeTruthy();
    expect((await s.api('POST', `/api/admin/invoices/${invoiceId}/mark-paid`, { token: a.other.token, body: {} })).status).toBe(403);
    const paid = await s.api('POST', `/api/admin/invoices/${invoiceId}/mark-paid`, { token: a.admin.token, body: {} });
    expect(paid.body.data.invoice).toMatchObject({ status: 'paid', paid: 1, payment_method: 'wire', total: 10075 });

    const second = await bought(a.other.token);
    const cancel = await s.api('POST', `/api/admin/invoices/${second.invoiceId}/cancel`, { token: a.admin.token, body: {} });
    expect(cancel.status).toBe(200);
    const inv = await s.api('GET', `/api/product/invoice/${second.invoiceId}`, { token: a.other.token });
    expect(inv.body.data.invoice).toMatchObject({ status: 'cancelled', pay_reject: 1 });
    expect(inv.body.data.invoice.r_date).not.toBeNull();
    const list = await s.api('GET', '/api/admin/invoices', { token: a.admin.token, query: { status: 'cancelled' } });
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toContain(second.invoiceId);
  });

  it('offers pickup slots to a buyer who arranges shipping and books one', async () => {
    const lot = await buyNowLot(s);
    const r = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } });
    const id = r.body.data.invoice_id;
    const slots = await post('/api/cart/checkAppointments', a.buyer.token, { invoice_ids: [id] });
    expect(slots.body.data.slots.length).toBe(10);
    const booked = await post('/api/cart/checkAppointments', a.buyer.token, { invoice_ids: [id], appointment: slots.body.data.slots[1] });
    expect(booked.body.data.appointment).toBe(slots.body.data.slots[1]);
    expect((await post('/api/cart/checkAppointments', a.buyer.token, { invoice_ids: [id], appointment: '2020-01-01T10:00:00.000Z' })).body.code).toBe('APPOINTMENT_UNAVAILABLE');
    expect((await post('/api/cart/checkAppointments', a.other.token, { invoice_ids: [id] })).status).toBe(404);
  });
});

describe('disputes', () => {
  it('a buyer of the lot opens one; the operator answers and resolves it; the buyer sees the answer', async () => {
    const { lotId } = await bought(a.buyer.token);
    const body = { projectmsgpost: lotId, subject: 'Damaged pallet', message: 'Two units arrived cracked.', from_id: a.buyer.id };
    expect((await post('/api/user/savedisputes', a.buyer.token, { ...body, subject: '' })).status).toBe(400);
    expect((await post('/api/user/savedisputes', a.buyer.token, { ...body, from_id: a.other.id })).status).toBe(403);
    expect((await post('/api/user/savedisputes', a.other.token, { ...body, from_id: a.other.id })).body.code).toBe('NOT_A_BUYER_OF_LOT');
    const r = await post('/api/user/savedisputes', a.buyer.token, body);
    expect(r.body).toMatchObject({ status: 'success', message: 'Your dispute is successfully added', data: { dispute: { status: 'open', subject: 'Damaged pallet' } } });
    const id = r.body.data.dispute.id;
    const open = await s.api('GET', '/api/admin/disputes', { token: a.admin.token, query: { status: 'open' } });
    expect(open.body.data.records.map((d: { id: number }) => d.id)).toContain(id);
    expect((await s.api('GET', '/api/admin/disputes', { token: a.buyer.token })).status).toBe(403);
    const ans = await s.api('POST', `/api/admin/disputes/${id}/answer`, { token: a.admin.token, body: { answer: 'A partial refund is on its way.' } });
    expect(ans.body.data.dispute).toMatchObject({ status: 'answered', answer: 'A partial refund is on its way.' });
    const mine = await post('/api/user/disputes', a.buyer.token, { projectmsgpost: lotId });
    expect(mine.body.data.records[0]).toMatchObject({ id, status: 'answered', answer: 'A partial refund is on its way.' });
    expect((await s.api('POST', `/api/admin/disputes/${id}/resolve`, { token: a.admin.token, body: {} })).status).toBe(200);
    expect((await post('/api/user/disputes', a.buyer.token, {})).body.data.records.find((d: { id: number }) => d.id === id).status).toBe('resolved');
  });

  it('refuses a dispute once the window after payment has passed', async () => {
    const { lotId, invoiceId } = await bought(a.buyer.token);
    await s.database.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(invoices.id, invoiceId));
    const r = await post('/api/user/savedisputes', a.buyer.token, { projectmsgpost: lotId, subject: 'Late', message: 'Too late?', from_id: a.buyer.id });
    expect([r.status, r.body.code]).toEqual([409, 'DISPUTE_WINDOW_CLOSED']);
  });
});
