import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { buyNowLot } from '../transactions/support.js';
import { sampleFiles, uploadTaxDocument } from '../access/support/fixtures.js';
import { categories, lots, messages, offers } from '../../src/platform/db/schema/index.js';

/**
 * Issue 39 item 8: one seller against another (as the demo data's seller@ and seller2@gavel.test).
 * Everything of the second seller — lots, bids log, manifest, offers, sales and invoices in the
 * reports, buyer groups, messages — is invisible and unchangeable to the first (404, or left out
 * of its lists), and a buyer's tax-exempt document is read by no one but its company and staff.
 */
type Actor = { id: number; token: string };
let s: TestServer;
let staff: Actor, seller1: Actor, seller2: Actor, buyer: Actor, taxBuyer: Actor;
const MARK = 'Seller-two-only pallet';
const today = new Date().toISOString().slice(0, 10);
const period = { from: today, to: today };

/** What seller 2 owns. */
const theirs = { lot: 0, soldLot: 0, bidLot: 0, offer: 0, group: 0, message: 0, invoice: 0, taxDocument: '' };

const api = (method: string, path: string, token: string | undefined, body?: unknown, query?: Record<string, string | number>) =>
  s.api(method as 'GET', path, { token, ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) });

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  const users = await Promise.all([
    s.buildUser({ role: 'admin' }),
    s.buildUser({ role: 'seller', email: `seller-${Date.now()}@gavel.test` }),
    s.buildUser({ role: 'seller', email: `seller2-${Date.now()}@gavel.test` }),
    s.buildUser(),
    s.buildUser(),
  ]);
  const tokens = await Promise.all(users.map((u) => s.loginAs(u)));
  [staff, seller1, seller2, buyer, taxBuyer] = users.map((u, i) => ({ id: u.id, token: tokens[i]! })) as [Actor, Actor, Actor, Actor, Actor];

  // Seller 2's lots: one with an offer, one sold (an order and an invoice), one with a bid.
  const lot = await buyNowLot(s, { sellerId: seller2.id, makeOfferEnabled: true, title: `${MARK} A` });
  const sold = await buyNowLot(s, { sellerId: seller2.id, title: `${MARK} B` });
  const bidLot = await buildLot(s.database.db, { sellerId: seller2.id, title: `${MARK} C` });
  theirs.lot = lot.id;
  theirs.soldLot = sold.id;
  theirs.bidLot = bidLot.id;
  const offer = await api('POST', '/api/user/makeOffer', buyer.token, { pid: lot.id, offer_amount: 5000 });
  expect(offer.status, JSON.stringify(offer.body)).toBe(200);
  theirs.offer = offer.body.data.offer.id;
  const bought = await api('POST', '/api/product/buynowConfirm', buyer.token, { id: sold.id, buyprice: 10000 });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  theirs.invoice = bought.body.data.invoice_id;
  expect((await api('POST', '/api/product/bidConfirm', buyer.token, { id: bidLot.id, wsprice: 50, hard_bid: 1 })).status).toBe(200);
  const group = await api('POST', '/api/admin/buyer-groups', seller2.token, { name: `${MARK} group` });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  theirs.group = group.body.data.id;
  expect((await api('POST', '/api/admin/buyer-groups/' + theirs.group + '/members', seller2.token, { user_id: buyer.id })).status).toBe(200);
  const said = await api('POST', '/api/user/messages/savemessagefromview', buyer.token, { to_id: seller2.id, projectmsgpost: lot.id, message: `${MARK} question` });
  expect(said.status, JSON.stringify(said.body)).toBe(200);
  const [m] = await s.database.db.select().from(messages).where(eq(messages.toId, seller2.id));
  theirs.message = m!.id;

  // The tax-exempt buyer: its company's document.
  const up = await uploadTaxDocument(s, 'exempt.pdf', sampleFiles.pdf);
  expect(up.status).toBe(200);
  theirs.taxDocument = up.body.data.saved_file.name;
  const [{ id: companyId }] = (await s.database.pool.query("insert into companies (name) values ('Exempt Co') returning id")).rows;
  await s.database.pool.query('update tax_documents set company_id = $1 where file_name = $2', [companyId, theirs.taxDocument]);
  await s.database.pool.query('update users set company_id = $1 where id = $2', [companyId, taxBuyer.id]);
});
afterAll(async () => {
  await s?.close();
});

const lotRow = async (id: number) => (await s.database.db.select().from(lots).where(eq(lots.id, id)))[0]!;

describe('seller against seller (issue 39 item 8)', () => {
  it('the owner reaches its own things (the setup is real)', async () => {
    expect((await api('GET', `/api/admin/lots/${theirs.lot}`, seller2.token)).status).toBe(200);
    expect((await api('GET', `/api/admin/lots/${theirs.bidLot}/bids`, seller2.token)).status).toBe(200);
    expect((await api('GET', `/api/admin/buyer-groups/${theirs.group}`, seller2.token)).status).toBe(200);
    const queue = await api('GET', '/api/admin/offers', seller2.token, undefined, { status: 'submitted', sh_limit: 100 });
    expect(queue.body.data.records.map((r: { id: number }) => r.id)).toContain(theirs.offer);
    const invoices = await api('GET', '/api/admin/reports/invoices', seller2.token, undefined, period);
    expect(invoices.body.data.records.map((r: { lot_id: number }) => r.lot_id)).toContain(theirs.soldLot);
  });

  it("cannot read another seller's lots, their bid log or manifest (404), nor find them in its lists", async () => {
    for (const path of [
      `/api/admin/lots/${theirs.lot}`,
      `/api/admin/lots/${theirs.bidLot}/bids`,
      `/api/admin/lots/${theirs.bidLot}/bids/export`,
      `/api/admin/lots/${theirs.lot}/manifest`,
    ]) {
      expect((await api('GET', path, seller1.token)).status, path).toBe(404);
    }
    expect((await api('POST', `/api/admin/lots/${theirs.bidLot}/bids/verify`, seller1.token, {})).status).toBe(404);
    const list = await api('GET', '/api/admin/lots', seller1.token, undefined, { per_page: 100 });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(MARK);
    const overview = await api('GET', '/api/admin/overview', seller1.token);
    expect(overview.status).toBe(200);
    expect(JSON.stringify(overview.body)).not.toContain(MARK);
  });

  it("cannot change another seller's lots: edit, schedule, publish, withdraw, relist, images (404, nothing changed)", async () => {
    const before = await lotRow(theirs.lot);
    const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
    const attempts: [string, string, unknown][] = [
      ['PUT', `/api/admin/lots/${theirs.lot}`, { title: 'Hijacked', listing_format: 'buynow', starting_price: 1, date_closed: inDays(3) }],
      ['POST', `/api/admin/lots/${theirs.lot}/schedule`, { date_added: inDays(1) }],
      ['POST', `/api/admin/lots/${theirs.lot}/publish`, {}],
      ['POST', `/api/admin/lots/${theirs.lot}/withdraw`, { reason: 'mine now' }],
      ['POST', `/api/admin/lots/${theirs.lot}/relist`, { date_closed: inDays(5) }],
      ['PUT', `/api/admin/lots/${theirs.lot}/images`, { ids: [1] }],
      ['DELETE', `/api/admin/lots/${theirs.lot}/images/1`, undefined],
      ['POST', `/api/admin/lots/${theirs.lot}/manifest/confirm`, { token: 'a'.repeat(24) }],
    ];
    for (const [method, path, body] of attempts) {
      const r = await api(method, path, seller1.token, body);
      expect([400, 404], `${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
    }
    // A manifest upload onto their lot: not found, before anything is read.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('Title,Qty\nLaptop,1\n')]), 'manifest.csv');
    const preview = await fetch(new URL(`/api/admin/lots/${theirs.lot}/manifest/preview`, s.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${seller1.token}` },
      body: form,
    });
    expect(preview.status).toBe(404);
    const after = await lotRow(theirs.lot);
    expect({ title: after.title, status: after.status, dateClosed: after.dateClosed }).toEqual({ title: before.title, status: before.status, dateClosed: before.dateClosed });
  });

  it('cannot list a lot in another seller\'s name: `seller_id` is for staff, a seller\'s lot is its own', async () => {
    const [cat] = await s.database.db.insert(categories).values({ key: `isolation-${Date.now()}`, name: 'Isolation test' }).returning();
    const body = {
      title: 'Listed by seller one',
      listing_format: 'live',
      starting_price: 100,
      category_id: cat!.id,
      date_closed: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      seller_id: seller2.id,
      as_draft: true,
    };
    const r = await api('POST', '/api/admin/lots', seller1.token, body);
    if (r.status === 200) expect((await lotRow(r.body.data.id)).sellerId).toBe(seller1.id);
    else expect(r.status).toBe(400);
    const mine = await s.database.db.select().from(lots).where(eq(lots.title, 'Listed by seller one'));
    expect(mine.every((l) => l.sellerId === seller1.id)).toBe(true);
  });

  it("cannot see or answer another seller's offers", async () => {
    const queue = await api('GET', '/api/admin/offers', seller1.token, undefined, { sh_limit: 100 });
    expect(queue.status).toBe(200);
    expect(queue.body.data.records.map((r: { id: number }) => r.id)).not.toContain(theirs.offer);
    for (const [path, body] of [
      [`/api/admin/offers/${theirs.offer}/accept`, {}],
      [`/api/admin/offers/${theirs.offer}/decline`, {}],
      [`/api/admin/offers/${theirs.offer}/counter`, { counter_amount: 80 }],
    ] as const) {
      expect((await api('POST', path, seller1.token, body)).status, path).toBe(404);
    }
    const [row] = await s.database.db.select().from(offers).where(eq(offers.id, theirs.offer));
    expect(row!.status).toBe('submitted');
  });

  it("gets only its own sales, invoices and payments in the reports, whatever seller_id it asks for", async () => {
    for (const report of ['sales', 'invoices', 'payments']) {
      for (const query of [period, { ...period, seller_id: seller2.id }, { ...period, format: 'csv' }, { ...period, seller_id: seller2.id, format: 'csv' }]) {
        const r = await api('GET', `/api/admin/reports/${report}`, seller1.token, undefined, query);
        expect(r.status, `${report} ${JSON.stringify(query)}`).toBe(200);
        const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        expect(text).not.toContain(MARK);
        if (typeof r.body !== 'string' && report !== 'sales') {
          expect(r.body.data.records.map((x: { lot_id?: number }) => x.lot_id)).not.toContain(theirs.soldLot);
        }
        if (typeof r.body !== 'string' && report === 'sales') expect(r.body.data.seller_id).toBe(seller1.id);
      }
    }
    // The buyer's invoice calls are the buyer's own: a seller is refused.
    expect((await api('GET', `/api/product/invoice/${theirs.invoice}`, seller1.token)).status).not.toBe(200);
  });

  it("cannot see or change another seller's buyer groups", async () => {
    const list = await api('GET', '/api/admin/buyer-groups', seller1.token);
    expect(list.body.data.records.map((r: { id: number }) => r.id)).not.toContain(theirs.group);
    expect((await api('GET', `/api/admin/buyer-groups/${theirs.group}`, seller1.token)).status).toBe(404);
    expect((await api('POST', `/api/admin/buyer-groups/${theirs.group}/members`, seller1.token, { user_id: taxBuyer.id })).status).toBe(404);
    expect((await api('DELETE', `/api/admin/buyer-groups/${theirs.group}/members/${buyer.id}`, seller1.token)).status).toBe(404);
    const group = await api('GET', `/api/admin/buyer-groups/${theirs.group}`, seller2.token);
    expect(group.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([buyer.id]);
  });

  it("cannot read, delete or archive another seller's messages", async () => {
    const mine = await api('GET', '/api/user/messages', seller1.token, undefined, { archive: 0 });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(MARK);
    const projects = await api('POST', '/api/user/searchprojectmessages', seller1.token, { sellerid: buyer.id });
    expect(JSON.stringify(projects.body)).not.toContain(MARK);
    const thread = await api('POST', '/api/user/searchactualmessages', seller1.token, { sellerid: buyer.id, projectid: theirs.lot });
    expect(JSON.stringify(thread.body)).not.toContain(`${MARK} question`);
    const asIfSeller2 = await api('POST', '/api/user/searchactualmessages', seller1.token, { sellerid: seller2.id, projectid: theirs.lot });
    expect(JSON.stringify(asIfSeller2.body)).not.toContain(`${MARK} question`);
    // Deleting it answers as for a message that does not exist: no oracle over message ids.
    const del = await api('POST', '/api/user/messages/deletemessage', seller1.token, { id: theirs.message });
    expect(del.status).toBe(404);
    expect(del.body.code).toBe((await api('POST', '/api/user/messages/deletemessage', seller1.token, { id: 99_999_999 })).body.code);
    await api('POST', '/api/user/messages/archivemessages', seller1.token, { sellerid: buyer.id, projectid: theirs.lot });
    const [row] = await s.database.db.select().from(messages).where(eq(messages.id, theirs.message));
    expect(row!.deletedAt).toBeNull();
    expect(row!.readAt).toBeNull();
    // Seller 2 still has it, unread.
    const theirsNow = await api('POST', '/api/user/searchactualmessages', seller2.token, { sellerid: buyer.id, projectid: theirs.lot });
    expect(JSON.stringify(theirsNow.body)).toContain(`${MARK} question`);
  });

  it("no seller and no other buyer reads a buyer's tax-exempt document; its company and staff do", async () => {
    const get = (token?: string) => fetch(new URL(`/api/files/tax-documents/${theirs.taxDocument}`, s.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const who of [seller1, seller2, buyer]) expect((await get(who.token)).status).toBe(404);
    expect((await get()).status).toBe(401);
    for (const who of [taxBuyer, staff]) expect((await get(who.token)).status).toBe(200);
  });
});
