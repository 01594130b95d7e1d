import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from '../access/support/mailbox.js';
import { connectSocket, nextEvent, type ClientSocket } from '../support/sockets.js';
import { actors, billing, buyNowLot, type Actors } from './support.js';

let s: TestServer;
let a: Actors;
let mail: Mailbox;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', SMTP_URL: mail.url, OPERATOR_EMAIL: 'ops@gavel.example' } });
  a = await actors(s);
});
afterAll(async () => {
  for (const so of sockets) so.disconnect();
  await s?.close();
  await mail?.close();
});

async function socket(token?: string) {
  const so = await connectSocket(s.url, token);
  sockets.push(so);
  return so;
}
async function watching(lotId: number) {
  const so = await socket();
  so.emit('joinLot', { id: lotId });
  const roomsOf = async () => [...((await s.deps.realtime().io.fetchSockets()).find((x) => x.id === so.id)?.rooms ?? [])];
  await expect.poll(roomsOf).toContain(`lot:${lotId}`);
  return so;
}

describe('buy-now events', () => {
  it('tells the buyer (buynowAddtime with the invoice id) and the lot room (realclosedupdates); a late buyer gets the failure', async () => {
    const lot = await buyNowLot(s);
    const room = await watching(lot.id);
    const mine = await socket(a.buyer.token);
    const theirs = await socket(a.other.token);
    const closed = nextEvent(room, 'realclosedupdates');
    const outcome = nextEvent(mine, 'buynowAddtime');
    const r = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } });
    expect(await outcome).toMatchObject({ id: lot.id, status: 'success', bpop_cbidder: a.buyer.id, invoice_id: r.body.data.invoice_id });
    expect(await closed).toMatchObject({ id: lot.id, usr: 'Buyer' });
    const failed = nextEvent(theirs, 'buynowAddtime');
    await s.api('POST', '/api/product/buynowConfirm', { token: a.other.token, body: { id: lot.id, buyprice: 10000 } });
    expect(await failed).toMatchObject({ id: lot.id, status: 'failed', error: 'this item is out of stock' });
  });

  it('sends drop_price to the lot room and realtimeupdate on a closing-time change', async () => {
    const lot = await buyNowLot(s);
    const room = await watching(lot.id);
    const drop = nextEvent(room, 'drop_price');
    await s.api('POST', `/api/admin/lots/${lot.id}/drop-price`, { token: a.admin.token, body: { bprice: 9000 } });
    // Amounts in units; the new buy-now price too (the lot page updates its Buy Now box).
    expect(await drop).toMatchObject({ id: lot.id, bprice: 9000 });
    const when = new Date(Date.now() + 9_000_000).toISOString();
    const moved = nextEvent(room, 'realtimeupdate');
    await s.api('POST', `/api/admin/lots/${lot.id}/closing-time`, { token: a.admin.token, body: { date_closed: when } });
    expect(await moved).toEqual({ id: lot.id, date_closed: when });
  });
});

describe('emails', () => {
  it('emails a receipt naming the invoice number once a card payment is captured', async () => {
    const lot = await buyNowLot(s);
    const id = (await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } })).body.data.invoice_id;
    await s.api('POST', '/api/cart/saveAddress', { token: a.buyer.token, body: billing });
    const co = await s.api('POST', '/api/cart/checkout', { token: a.buyer.token, body: { invoice_ids: [id], payment_method: 'card' } });
    const number = (await s.api('GET', `/api/product/invoice/${id}`, { token: a.buyer.token })).body.data.invoice.common_invoice;
    const paid = await s.api('POST', '/api/payment/authorize', {
      token: a.buyer.token,
      body: { payment_id: co.body.data.payment.payment_id, card_number: '5555555555554444', exp_month: 1, exp_year: 2099, cvc: '321', cardholder_name: 'Ada', idempotency_key: 'receipt-1' },
    });
    expect(paid.status).toBe(200);
    const m = await mail.waitFor((x) => x.subject.includes(number));
    expect(m.subject).toBe(`Payment received: ${number}`);
    expect(m.text).toContain('$10,300');
    expect(m.text).toContain('•••• 4444');
  });

  it('emails the operators when a dispute is opened', async () => {
    const lot = await buyNowLot(s);
    await s.api('POST', '/api/product/buynowConfirm', { token: a.other.token, body: { id: lot.id, buyprice: 10000 } });
    const r = await s.api('POST', '/api/user/savedisputes', {
      token: a.other.token,
      body: { projectmsgpost: lot.id, subject: 'Missing manifest', message: 'No manifest in the box.', from_id: a.other.id },
    });
    const m = await mail.waitFor((x) => x.to.includes('ops@gavel.example') && x.subject.includes(`#${r.body.data.dispute.id}`));
    expect(m.subject).toContain('Missing manifest');
    expect(m.text).toContain('No manifest in the box.');
  });
});
