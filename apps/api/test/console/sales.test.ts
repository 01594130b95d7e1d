import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from '../access/support/mailbox.js';
import { auditLog, invoices, offers } from '../../src/platform/db/schema/index.js';
import { billing, buyNowLot } from '../transactions/support.js';
import { seedIncrements } from '../factories/lots.js';

type Actor = { id: number; token: string };
let s: TestServer;
let mail: Mailbox;
let staff: Actor, buyer: Actor, germanBuyer: Actor, seller: Actor, otherSeller: Actor;

beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', SMTP_URL: mail.url, OPERATOR_EMAIL: 'ops@gavel.example' } });
  await seedIncrements(s.database.db);
  const users = await Promise.all([
    s.buildUser({ role: 'employee' }),
    s.buildUser({ firstName: 'Ada' }),
    s.buildUser({ firstName: 'Greta', language: 'German' }),
    s.buildUser({ role: 'seller' }),
    s.buildUser({ role: 'seller' }),
  ]);
  const tokens = await Promise.all(users.map((u) => s.loginAs(u)));
  [staff, buyer, germanBuyer, seller, otherSeller] = users.map((u, i) => ({ id: u.id, token: tokens[i]! })) as [Actor, Actor, Actor, Actor, Actor];
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const get = (path: string, token?: string, query?: Record<string, string | number>) => s.api('GET', `/api/admin/${path}`, { token, query });
const post = (path: string, token?: string, body: unknown = {}) => s.api('POST', `/api/admin/${path}`, { token, body });
const audited = (entity: string, id: number) =>
  s.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

/** Guest 401, buyer 403, and (staff-only calls) seller 403. */
async function refusesOutsiders(call: (token?: string) => Promise<{ status: number }>, staffOnly: boolean) {
  expect((await call()).status).toBe(401);
  expect((await call(buyer.token)).status).toBe(403);
  if (staffOnly) expect((await call(seller.token)).status).toBe(403);
}

const offerOn = async (lotId: number, who: Actor, amount: number) =>
  (await s.api('POST', '/api/user/makeOffer', { token: who.token, body: { pid: lotId, offer_amount: amount } })).body.data.offer as { id: number };

describe('offers queue (console)', () => {
  it('lists pending offers with buyer, lot and price history; a seller sees only its own lots', async () => {
    const mine = await buyNowLot(s, { makeOfferEnabled: true, sellerId: seller.id });
    const theirs = await buyNowLot(s, { makeOfferEnabled: true, sellerId: otherSeller.id });
    const first = await offerOn(mine.id, buyer, 5000);
    await post(`offers/${first.id}/decline`, staff.token);
    const second = await offerOn(mine.id, buyer, 6000);
    const other = await offerOn(theirs.id, buyer, 7000);

    await refusesOutsiders((t) => get('offers', t), false);
    const all = await get('offers', staff.token, { status: 'submitted', sh_limit: 100 });
    expect(all.status).toBe(200);
    const row = all.body.data.records.find((r: { id: number }) => r.id === second.id);
    expect(row).toMatchObject({ pid: mine.id, offer_amount: 6000, seller_id: seller.id, buyer: { id: buyer.id, name: expect.stringContaining('Ada') } });
    expect(row.history.map((h: { kind: string; amount: number | null }) => [h.kind, h.amount])).toEqual([
      ['offer', 5000],
      ['declined', null],
      ['offer', 6000],
    ]);
    const ids = (await get('offers', seller.token, { status: 'pending', sh_limit: 100 })).body.data.records.map((r: { id: number }) => r.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(other.id);
    const declined = await get('offers', staff.token, { status: 'declined', pid: mine.id });
    expect(declined.body.data).toMatchObject({ totalRecords: 1, records: [{ id: first.id }] });
    const paged = await get('offers', staff.token, { status: 'all', sh_limit: 1, page: 2 });
    expect(paged.body.data.records).toHaveLength(1);
    expect(paged.body.data.totalRecords).toBeGreaterThanOrEqual(3);
    expect((await get('offers', staff.token, { status: 'nonsense' })).body.code).toBe('VALIDATION_FAILED');
  });

  it('a seller counters on its own lot (audited) and cannot touch another seller\'s offer', async () => {
    const mine = await buyNowLot(s, { makeOfferEnabled: true, sellerId: seller.id });
    const theirs = await buyNowLot(s, { makeOfferEnabled: true, sellerId: otherSeller.id });
    const o = await offerOn(mine.id, buyer, 5000);
    const x = await offerOn(theirs.id, buyer, 5000);
    for (const action of ['accept', 'decline']) await refusesOutsiders((t) => post(`offers/${o.id}/${action}`, t), false);
    await refusesOutsiders((t) => post(`offers/${o.id}/counter`, t, { counter_amount: 8000 }), false);
    for (const action of ['accept', 'decline']) expect((await post(`offers/${x.id}/${action}`, seller.token)).status).toBe(404);
    expect((await post(`offers/${x.id}/counter`, seller.token, { counter_amount: 8000 })).status).toBe(404);
    const [untouched] = await s.database.db.select().from(offers).where(eq(offers.id, x.id));
    expect(untouched!.status).toBe('submitted');
    expect((await post(`offers/${o.id}/counter`, seller.token, { counter_amount: 0 })).body.code).toBe('VALIDATION_FAILED');
    expect((await post(`offers/${o.id}/counter`, seller.token, { counter_amount: 'lots' })).status).toBe(400);
    const c = await post(`offers/${o.id}/counter`, seller.token, { counter_amount: 8000 });
    expect(c.body.data.offer).toMatchObject({ status: 'countered', counter_amount: 8000, counter_by: seller.id });
    expect((await audited('offer', o.id))[0]).toMatchObject({ action: 'offers.counter', actorId: seller.id, lotId: mine.id, userId: buyer.id });
    const q = await get('offers', staff.token, { status: 'countered', pid: mine.id });
    expect(q.body.data.records[0].history.map((h: { kind: string }) => h.kind)).toEqual(['offer', 'counter']);
  });

  it('staff accepts and declines (audited)', async () => {
    const lot = await buyNowLot(s, { makeOfferEnabled: true });
    const a = await offerOn(lot.id, buyer, 5000);
    const r = await post(`offers/${a.id}/accept`, staff.token);
    expect(r.body.data).toMatchObject({ offer: { status: 'approved' }, invoice_id: expect.any(Number) });
    expect((await audited('offer', a.id))[0]).toMatchObject({ action: 'offers.accept', actorId: staff.id });
    const lot2 = await buyNowLot(s, { makeOfferEnabled: true });
    const d = await offerOn(lot2.id, buyer, 5000);
    expect((await post(`offers/${d.id}/decline`, staff.token)).body.data.offer.status).toBe('declined');
    expect((await audited('offer', d.id))[0]).toMatchObject({ action: 'offers.decline' });
  });
});

/** Buys a lot now; answers the invoice id. */
async function bought(who: Actor) {
  const lot = await buyNowLot(s, { buyerShips: false });
  const r = await s.api('POST', '/api/product/buynowConfirm', { token: who.token, body: { id: lot.id, buyprice: 10000 } });
  return { lotId: lot.id, invoiceId: r.body.data.invoice_id as number };
}

describe('invoices and payments (staff)', () => {
  it('lists by state with buyer, lot, amounts and due date; staff only', async () => {
    const { invoiceId, lotId } = await bought(buyer);
    await refusesOutsiders((t) => get('invoices', t), true);
    const r = await get('invoices', staff.token, { status: 'unpaid', pid: lotId });
    expect(r.body.data.totalRecords).toBe(1);
    expect(r.body.data.records[0]).toMatchObject({ id: invoiceId, project_id: lotId, status: 'unpaid', total: 10075, buyer: { id: buyer.id, email: expect.any(String) } });
    expect(r.body.data.records[0].due_date).toBeTruthy();
    expect((await get('invoices', staff.token, { status: 'void' })).body.code).toBe('VALIDATION_FAILED');
  });

  it('marks a wire payment received: invoice paid, wire payment captured, audited, receipt emailed; a second time is refused', async () => {
    const { invoiceId } = await bought(buyer);
    await s.api('POST', '/api/cart/saveAddress', { token: buyer.token, body: billing });
    const co = await s.api('POST', '/api/cart/checkout', { token: buyer.token, body: { invoice_ids: [invoiceId], payment_method: 'wire' } });
    const wireId = co.body.data.payment.payment_id as number;
    await refusesOutsiders((t) => post(`invoices/${invoiceId}/mark-paid`, t), true);
    expect((await post(`invoices/${invoiceId}/mark-paid`, staff.token, { note: 'x'.repeat(501) })).body.code).toBe('VALIDATION_FAILED');
    const r = await post(`invoices/${invoiceId}/mark-paid`, staff.token, { note: 'Wire ref 7781' });
    expect(r.body.data.invoice).toMatchObject({ status: 'paid', payment_method: 'wire' });
    expect((await audited('invoice', invoiceId))[0]).toMatchObject({ action: 'invoices.markPaid', actorId: staff.id, after: { status: 'paid', note: 'Wire ref 7781' } });
    const number = r.body.data.invoice.common_invoice;
    await mail.waitFor((m) => m.subject.includes(number) && m.subject.includes('Payment received'));
    expect((await post(`invoices/${invoiceId}/mark-paid`, staff.token)).body.code).toBe('INVOICE_NOT_PAYABLE');
    const wire = (await get('payments', staff.token, { method: 'wire', sh_limit: 100 })).body.data.records.find((p: { id: number }) => p.id === wireId);
    expect(wire).toMatchObject({ status: 'captured', invoice_ids: [invoiceId] });
    const buyerView = await s.api('GET', `/api/product/invoice/${invoiceId}`, { token: buyer.token });
    expect(buyerView.body.data.invoice.status).toBe('paid');
  });

  it('cancels with a reason: the buyer sees it and is emailed in German', async () => {
    const { invoiceId } = await bought(germanBuyer);
    await refusesOutsiders((t) => post(`invoices/${invoiceId}/cancel`, t, { reason: 'x' }), true);
    expect((await post(`invoices/${invoiceId}/cancel`, staff.token, { reason: 'y'.repeat(501) })).status).toBe(400);
    const [still] = await s.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(still!.status).toBe('unpaid');
    expect((await post(`invoices/${invoiceId}/cancel`, staff.token, { reason: 'Buyer asked to withdraw' })).status).toBe(200);
    const inv = (await s.api('GET', `/api/product/invoice/${invoiceId}`, { token: germanBuyer.token })).body.data.invoice;
    expect(inv).toMatchObject({ status: 'cancelled', cancel_reason: 'Buyer asked to withdraw' });
    const m = await mail.waitFor((x) => x.subject === `Rechnung ${inv.common_invoice} storniert`);
    expect(m.text).toContain('Grund: Buyer asked to withdraw');
    expect((await audited('invoice', invoiceId))[0]).toMatchObject({ action: 'invoices.cancel', after: { reason: 'Buyer asked to withdraw' } });
  });

  it('lists card payments with brand and last four, never the card number', async () => {
    const { invoiceId } = await bought(buyer);
    await s.api('POST', '/api/cart/saveAddress', { token: buyer.token, body: billing });
    const co = await s.api('POST', '/api/cart/checkout', { token: buyer.token, body: { invoice_ids: [invoiceId], payment_method: 'card' } });
    const pid = co.body.data.payment.payment_id;
    const card = { payment_id: pid, card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', cardholder_name: 'Ada Buyer', idempotency_key: 'console-card-1' };
    expect((await s.api('POST', '/api/payment/authorize', { token: buyer.token, body: card })).status).toBe(200);
    await refusesOutsiders((t) => get('payments', t), true);
    const r = await get('payments', staff.token, { method: 'card' });
    const p = r.body.data.records.find((x: { id: number }) => x.id === pid);
    expect(p).toMatchObject({ method: 'card', status: 'captured', card_brand: 'visa', card_last4: '4242', invoice_ids: [invoiceId], buyer: { id: buyer.id } });
    expect(JSON.stringify(r.body)).not.toContain('4242424242424242');
  });
});

describe('disputes (staff)', () => {
  it('queue, thread, answer emailed to the buyer in their language, resolve; all audited', async () => {
    const { lotId } = await bought(germanBuyer);
    const opened = await s.api('POST', '/api/user/savedisputes', {
      token: germanBuyer.token,
      body: { projectmsgpost: lotId, subject: 'Kaputt', message: 'Zwei Geräte defekt.', from_id: germanBuyer.id },
    });
    const id = opened.body.data.dispute.id as number;
    await refusesOutsiders((t) => get('disputes', t), true);
    await refusesOutsiders((t) => get(`disputes/${id}`, t), true);
    await refusesOutsiders((t) => post(`disputes/${id}/answer`, t, { answer: 'x' }), true);
    await refusesOutsiders((t) => post(`disputes/${id}/resolve`, t), true);
    const q = await get('disputes', staff.token, { status: 'open', sh_limit: 100 });
    expect(q.body.data.records.find((d: { id: number }) => d.id === id)).toMatchObject({ buyer: { id: germanBuyer.id, language: 'German' }, invoice: { status: 'unpaid' } });
    const thread = await get(`disputes/${id}`, staff.token);
    expect(thread.body.data.dispute).toMatchObject({ id, message: 'Zwei Geräte defekt.', answer: null });
    expect((await get('disputes/999999', staff.token)).status).toBe(404);
    expect((await post(`disputes/${id}/answer`, staff.token, { answer: '   ' })).body.code).toBe('VALIDATION_FAILED');
    const ans = await post(`disputes/${id}/answer`, staff.token, { answer: 'Eine Gutschrift ist unterwegs.' });
    expect(ans.body.data.dispute).toMatchObject({ status: 'answered', answer: 'Eine Gutschrift ist unterwegs.' });
    const m = await mail.waitFor((x) => x.subject.startsWith(`Antwort auf Ihre Reklamation Nr. ${id}`));
    expect(m.text).toContain('Eine Gutschrift ist unterwegs.');
    expect((await post(`disputes/${id}/resolve`, staff.token)).status).toBe(200);
    expect((await get(`disputes/${id}`, staff.token)).body.data.dispute.status).toBe('resolved');
    expect((await post(`disputes/${id}/answer`, staff.token, { answer: 'late' })).status).toBe(409);
    expect((await audited('dispute', id)).map((a) => a.action).sort()).toEqual(['disputes.answer', 'disputes.resolve']);
  });
});
