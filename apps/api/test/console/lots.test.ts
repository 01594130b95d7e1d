import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { auditLog, lots } from '../../src/platform/db/schema/index.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { isoInDays } from '../support/console.js';

let s: TestServer;
let adminToken: string;
let employeeToken: string;
let buyerToken: string;
let buyer: TestUser;
let seller: TestUser;
let sellerToken: string;
let otherSellerToken: string;

beforeAll(async () => {
  s = await startTestServer();
  await seedIncrements(s.database.db);
  adminToken = await s.loginAs(await s.buildUser({ role: 'admin' }));
  employeeToken = await s.loginAs(await s.buildUser({ role: 'employee' }));
  buyer = await s.buildUser({ role: 'buyer' });
  buyerToken = await s.loginAs(buyer);
  seller = await s.buildUser({ role: 'seller', firstName: 'Sam', lastName: 'Seller' });
  sellerToken = await s.loginAs(seller);
  otherSellerToken = await s.loginAs(await s.buildUser({ role: 'seller' }));
});
afterAll(async () => {
  await s?.close();
});

const fields = (over: Record<string, unknown> = {}) => ({
  title: 'Pallet of 40 Lenovo ThinkPad T480',
  manufacturer: 'Lenovo',
  model_number: 'T480',
  listing_format: 'live',
  starting_price: 100,
  reserve_price: 500,
  qty: 40,
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  currency: 'USD',
  shipping_fee: 75.5,
  buyer_ships: false,
  soft_close: false,
  terms_html: '<p>Pay in 3 days</p><script>alert(1)</script>',
  auction_details: '<b>Grade A</b><img src=x onerror=alert(1)>',
  auction_notes: 'Pickup only',
  date_closed: isoInDays(3),
  ...over,
});
const create = (token: string, over: Record<string, unknown> = {}) => s.api('POST', '/api/admin/lots', { token, body: fields(over) });
const get = (token: string | undefined, id: number) => s.api('GET', `/api/admin/lots/${id}`, { token });
const png = (w = 800, h = 600) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

async function upload(token: string | undefined, id: number, file: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${s.url}/api/admin/lots/${id}/images`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe('console lots: access', () => {
  it('answers 401 to a guest and 403 to a buyer on every call; the seller list is staff-only', async () => {
    const lot = await buildLot(s.database.db);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/lots'],
      ['POST', '/api/admin/lots', fields()],
      ['GET', `/api/admin/lots/${lot.id}`],
      ['PUT', `/api/admin/lots/${lot.id}`, fields()],
      ['POST', `/api/admin/lots/${lot.id}/schedule`, { date_added: isoInDays(1) }],
      ['POST', `/api/admin/lots/${lot.id}/publish`, {}],
      ['POST', `/api/admin/lots/${lot.id}/withdraw`, {}],
      ['POST', `/api/admin/lots/${lot.id}/relist`, { date_closed: isoInDays(2) }],
      ['PUT', `/api/admin/lots/${lot.id}/images`, { ids: [1] }],
      ['DELETE', `/api/admin/lots/${lot.id}/images/1`],
      ['GET', '/api/admin/lot-sellers'],
    ];
    for (const [method, path, body] of calls) {
      expect((await s.api(method, path, { body })).status, `${method} ${path} guest`).toBe(401);
      expect((await s.api(method, path, { body, token: buyerToken })).status, `${method} ${path} buyer`).toBe(403);
    }
    expect((await upload(undefined, lot.id, { data: await png(), name: 'a.png', type: 'image/png' })).status).toBe(401);
    expect((await upload(buyerToken, lot.id, { data: await png(), name: 'a.png', type: 'image/png' })).status).toBe(403);
    expect((await s.api('GET', '/api/admin/lot-sellers', { token: sellerToken })).status).toBe(403);
    const sellers = await s.api('GET', '/api/admin/lot-sellers', { token: employeeToken });
    expect(sellers.status).toBe(200);
    expect(sellers.body.data).toEqual(expect.arrayContaining([{ id: seller.id, name: 'Sam Seller', email: seller.email }]));
  });

  it("a seller's lot is its own; another seller can neither read, list, edit, publish, withdraw nor add images to it (404)", async () => {
    const created = await create(sellerToken, { as_draft: true, seller_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const mine = await get(sellerToken, id);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ status: 'draft', seller: { id: seller.id, name: 'Sam Seller' } });

    const before = (await s.database.db.select().from(lots).where(eq(lots.id, id)))[0]!;
    expect((await get(otherSellerToken, id)).status).toBe(404);
    expect((await s.api('PUT', `/api/admin/lots/${id}`, { token: otherSellerToken, body: fields({ title: 'Hijacked lot' }) })).status).toBe(404);
    expect((await s.api('POST', `/api/admin/lots/${id}/publish`, { token: otherSellerToken })).status).toBe(404);
    expect((await s.api('POST', `/api/admin/lots/${id}/withdraw`, { token: otherSellerToken, body: {} })).status).toBe(404);
    expect((await s.api('POST', `/api/admin/lots/${id}/schedule`, { token: otherSellerToken, body: { date_added: isoInDays(1) } })).status).toBe(404);
    expect((await upload(otherSellerToken, id, { data: await png(), name: 'a.png', type: 'image/png' })).status).toBe(404);
    const after = (await s.database.db.select().from(lots).where(eq(lots.id, id)))[0]!;
    expect(after).toEqual(before);

    const otherList = await s.api('GET', '/api/admin/lots', { token: otherSellerToken, query: { per_page: 100 } });
    expect(otherList.body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const ownList = await s.api('GET', '/api/admin/lots', { token: sellerToken, query: { per_page: 100 } });
    expect(ownList.body.data.records.every((r: { seller: { id: number } }) => r.seller.id === seller.id)).toBe(true);
    expect(ownList.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
    // Staff see it, and every other lot.
    expect((await get(adminToken, id)).status).toBe(200);
  });

  it('staff choose the seller; a non-seller account is refused', async () => {
    const ok = await create(adminToken, { seller_id: seller.id, as_draft: true });
    expect(ok.status).toBe(200);
    expect((await get(sellerToken, ok.body.data.id)).body.data.seller.id).toBe(seller.id);
    const bad = await create(adminToken, { seller_id: buyer.id });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('seller_id');
  });
});

describe('console lots: editor and lifecycle', () => {
  it('creates a draft with every field (HTML sanitised, money in units), hidden from buyers until published', async () => {
    const res = await create(adminToken, { as_draft: true, title: 'Draft Zebra Workstations' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    const lot = (await get(adminToken, id)).body.data;
    expect(lot).toMatchObject({
      status: 'draft',
      starting_price: 100,
      reserve_price: 500,
      shipping_fee: 75.5,
      buyer_ships: false,
      soft_close: false,
      currency: 'USD',
      city: 'Austin',
      qty: 40,
    });
    expect(lot.terms_html).not.toContain('script');
    expect(lot.auction_details).toContain('<b>Grade A</b>');
    expect(lot.auction_details).not.toContain('onerror');

    expect((await s.api('GET', `/api/product/view/${id}`, { token: buyerToken })).status).toBe(404);
    const search = await s.api('POST', '/api/auction/search', { token: buyerToken, body: { searchbar: 'Zebra' } });
    expect(JSON.stringify(search.body)).not.toContain('Draft Zebra');

    const pub = await s.api('POST', `/api/admin/lots/${id}/publish`, { token: adminToken });
    expect(pub.status).toBe(200);
    expect(pub.body.data.status).toBe('open');
    expect((await s.api('GET', `/api/product/view/${id}`, { token: buyerToken })).status).toBe(200);
    const found = await s.api('POST', '/api/auction/search', { token: buyerToken, body: { searchbar: 'Zebra' } });
    expect(JSON.stringify(found.body)).toContain('Draft Zebra');
    // Views are counted and listed.
    const listed = await s.api('GET', '/api/admin/lots', { token: adminToken, query: { q: String(id) } });
    expect(listed.body.data.records[0]).toMatchObject({ id, status: 'open', view_count: 1, bid_count: 0, current_price: 100 });

    const audits = await s.database.db.select().from(auditLog).where(eq(auditLog.lotId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['admin.createLot', 'consoleLots.publish']);
  });

  it('refuses bad input with 400 VALIDATION_FAILED and changes nothing', async () => {
    const id = (await create(adminToken, { as_draft: true })).body.data.id;
    const before = (await get(adminToken, id)).body.data;
    for (const over of [{ title: '' }, { reserve_price: 50 }, { currency: 'dollars' }, { date_closed: 'tomorrow' }, { starting_price: -1 }, { listing_format: 'raffle' }]) {
      const res = await s.api('PUT', `/api/admin/lots/${id}`, { token: adminToken, body: fields(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await get(adminToken, id)).body.data).toEqual(before);
    expect((await s.api('POST', `/api/admin/lots/${id}/schedule`, { token: adminToken, body: { date_added: new Date(Date.now() - 1000).toISOString() } })).status).toBe(400);
    expect((await s.api('GET', '/api/admin/lots', { token: adminToken, query: { status: 'lost' } })).status).toBe(400);
  });

  it('a line-item lot may be a draft without sub-lots, but is not published without them', async () => {
    const res = await create(adminToken, { as_draft: true, listing_format: 'lineitem' });
    expect(res.status).toBe(200);
    const pub = await s.api('POST', `/api/admin/lots/${res.body.data.id}/publish`, { token: adminToken });
    expect(pub.status).toBe(400);
    expect(pub.body.fields).toHaveProperty('line_items');
    expect((await create(adminToken, { listing_format: 'lineitem' })).status).toBe(400);
  });

  it('creates every listing format', async () => {
    for (const f of ['live', 'sealed', 'buynow', 'pricelock'] as const) {
      const res = await create(adminToken, { listing_format: f, buy_now_price: f === 'live' ? undefined : 900, reserve_price: undefined });
      expect(res.status, `${f} ${JSON.stringify(res.body)}`).toBe(200);
      const lot = (await get(adminToken, res.body.data.id)).body.data;
      expect(lot.listing_format).toBe(f);
      expect(lot.status).toBe('open');
    }
    const li = await create(adminToken, { listing_format: 'lineitem', line_items: [{ title: 'HP 840 G5', starting_price: 20 }] });
    expect(li.status).toBe(200);
    expect((await get(adminToken, li.body.data.id)).body.data.sub_lot_count).toBe(1);
  });

  it('schedules a draft: hidden until its start, then opened by the scheduler', async () => {
    const id = (await create(adminToken, { as_draft: true })).body.data.id;
    const res = await s.api('POST', `/api/admin/lots/${id}/schedule`, { token: adminToken, body: { date_added: isoInDays(1) } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('scheduled');
    expect((await s.api('GET', `/api/product/view/${id}`)).status).toBe(404);
    expect(await s.deps.services.consoleLots.openDueScheduled()).not.toContain(id);
    expect(await s.deps.services.consoleLots.openDueScheduled(new Date(Date.now() + 2 * 86_400_000))).toContain(id);
    expect((await get(adminToken, id)).body.data.status).toBe('open');
  });

  it('an open lot keeps its format, dates and (once bid on) its prices; the editor explains which', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id });
    const changeFormat = await s.api('PUT', `/api/admin/lots/${lot.id}`, { token: sellerToken, body: fields({ listing_format: 'sealed', date_closed: lot.dateClosed.toISOString(), date_added: lot.dateAdded.toISOString() }) });
    expect(changeFormat.status).toBe(400);
    expect(changeFormat.body.fields).toMatchObject({ listing_format: 'LOCKED_WHILE_OPEN' });
    const ok = await s.api('PUT', `/api/admin/lots/${lot.id}`, {
      token: sellerToken,
      body: fields({ title: 'Renamed pallet', starting_price: 10, reserve_price: undefined, date_closed: lot.dateClosed.toISOString(), date_added: lot.dateAdded.toISOString() }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.title).toBe('Renamed pallet');
    const bid = await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 10, hard_bid: 1 } });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const priced = await s.api('PUT', `/api/admin/lots/${lot.id}`, {
      token: sellerToken,
      body: fields({ starting_price: 5, reserve_price: undefined, date_closed: lot.dateClosed.toISOString(), date_added: lot.dateAdded.toISOString() }),
    });
    expect(priced.status).toBe(400);
    expect(priced.body.fields).toMatchObject({ starting_price: 'LOCKED_AFTER_BIDS' });
  });

  it('withdraws an open lot with bids: hidden, no more bids, bidders told by an event; then relists it as a new lot', async () => {
    const lot = await buildLot(s.database.db, { title: 'Withdrawn Cisco switches', sellerId: seller.id });
    expect((await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 10, hard_bid: 1 } })).status).toBe(200);
    const events: unknown[] = [];
    s.deps.services.events.on('lot.withdrawn', async (e) => {
      events.push(e);
    });
    const res = await s.api('POST', `/api/admin/lots/${lot.id}/withdraw`, { token: sellerToken, body: { reason: 'Damaged in storage' } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    await s.deps.services.events.drain();
    expect(events).toEqual([{ lotId: lot.id, bidderIds: [buyer.id], reason: 'Damaged in storage' }]);
    // The bidder's bell says so (type 19), once.
    const bell = await s.api('GET', '/api/user/notification', { token: buyerToken });
    expect(bell.body.bellNotify.filter((n: { type: number; project_id: number }) => n.type === 19 && n.project_id === lot.id)).toEqual([
      expect.objectContaining({ title: 'Withdrawn Cisco switches was withdrawn: your bids no longer stand' }),
    ]);
    expect((await s.api('GET', `/api/product/view/${lot.id}`, { token: buyerToken })).status).toBe(404);
    const bid = await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 20, hard_bid: 1 } });
    expect(bid.status).not.toBe(200);
    expect((await s.api('PUT', `/api/admin/lots/${lot.id}`, { token: sellerToken, body: fields() })).status).toBe(409);

    const relisted = await s.api('POST', `/api/admin/lots/${lot.id}/relist`, { token: sellerToken, body: { date_closed: isoInDays(5) } });
    expect(relisted.status, JSON.stringify(relisted.body)).toBe(200);
    expect(relisted.body.data).toMatchObject({ status: 'open', bid_count: 0, relisted_from_id: lot.id, title: 'Withdrawn Cisco switches', seller: { id: seller.id } });
    expect(relisted.body.data.id).not.toBe(lot.id);
    expect((await s.api('GET', `/api/product/view/${relisted.body.data.id}`, { token: buyerToken })).status).toBe(200);
    // An open lot is not relisted.
    expect((await s.api('POST', `/api/admin/lots/${relisted.body.data.id}/relist`, { token: sellerToken, body: { date_closed: isoInDays(5) } })).status).toBe(409);
  });

  it('lists with text, status and format filters, sorted and paged', async () => {
    const res = await s.api('GET', '/api/admin/lots', { token: adminToken, query: { status: 'withdrawn', q: 'cisco' } });
    expect(res.status).toBe(200);
    expect(res.body.data.records.length).toBeGreaterThan(0);
    expect(res.body.data.records.every((r: { status: string }) => r.status === 'withdrawn')).toBe(true);
    const sealed = await s.api('GET', '/api/admin/lots', { token: adminToken, query: { listing_format: 'sealed', sort: 'bids_desc', per_page: 25, page: 1 } });
    expect(sealed.body.data.records.every((r: { listing_format: string }) => r.listing_format === 'sealed')).toBe(true);
    const all = await s.api('GET', '/api/admin/lots', { token: adminToken, query: { sort: 'closing', per_page: 25 } });
    const closes = all.body.data.records.map((r: { date_closed: string }) => Date.parse(r.date_closed));
    expect(closes).toEqual([...closes].sort((a, b) => a - b));
    expect(all.body.data.totalRecords).toBeGreaterThan(all.body.data.records.length - 1);
  });
});

describe('console lots: per-lot settings reach bidding and invoices', () => {
  it('soft close off: a late bid does not extend the close; on: it does', async () => {
    // Through the operator call, which also drops the cached bidding settings.
    const set = await s.api('PUT', '/api/admin/settings/soft-close', { token: adminToken, body: { window_seconds: 600, extension_seconds: 300, cap_seconds: null } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const close = new Date(Date.now() + 60_000);
    const off = await buildLot(s.database.db, { dateClosed: close, softClose: false });
    const on = await buildLot(s.database.db, { dateClosed: close, softClose: true });
    for (const lot of [off, on]) expect((await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 10, hard_bid: 1 } })).status).toBe(200);
    const [offNow] = await s.database.db.select().from(lots).where(eq(lots.id, off.id));
    const [onNow] = await s.database.db.select().from(lots).where(eq(lots.id, on.id));
    expect(offNow!.dateClosed.getTime()).toBe(close.getTime());
    expect(onNow!.dateClosed.getTime()).toBeGreaterThan(close.getTime());
    await s.api('PUT', '/api/admin/settings/soft-close', { token: adminToken, body: { window_seconds: 0, extension_seconds: 10, cap_seconds: null } });
  });

  it("the lot's shipping fee goes on the invoice when the seller ships", async () => {
    const res = await create(adminToken, { listing_format: 'buynow', buy_now_price: 900, reserve_price: undefined, buyer_ships: false, shipping_fee: 12.5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bought = await s.api('POST', '/api/product/buynowConfirm', { token: buyerToken, body: { id: res.body.data.id, buyprice: 900 } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const inv = await s.api('GET', `/api/product/invoice/${bought.body.data.invoice_id}`, { token: buyerToken });
    expect(inv.body.data.invoice).toMatchObject({ amount: 900, shipping_fee: 12.5 });
  });
});

describe('console lots: images', () => {
  it('stores a real image as a large WebP and a thumbnail; reorders and deletes', async () => {
    const id = (await create(sellerToken, { as_draft: true })).body.data.id;
    const first = await upload(sellerToken, id, { data: await png(3000, 2000), name: 'big.png', type: 'image/png' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
    const second = await upload(sellerToken, id, { data: jpeg, name: 'b.jpg', type: 'image/jpeg' });
    const images = second.body.data.images as { id: number; url: string; thumb_url: string }[];
    expect(images).toHaveLength(2);
    const large = await fetch(`${s.url}${images[0]!.url}`);
    expect(large.status).toBe(200);
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    const thumb = await sharp(Buffer.from(await (await fetch(`${s.url}${images[0]!.thumb_url}`)).arrayBuffer())).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);

    const reordered = await s.api('PUT', `/api/admin/lots/${id}/images`, { token: sellerToken, body: { ids: [images[1]!.id, images[0]!.id] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.images.map((i: { id: number }) => i.id)).toEqual([images[1]!.id, images[0]!.id]);
    expect((await s.api('PUT', `/api/admin/lots/${id}/images`, { token: sellerToken, body: { ids: [images[1]!.id] } })).status).toBe(400);

    const removed = await s.api('DELETE', `/api/admin/lots/${id}/images/${images[0]!.id}`, { token: sellerToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data.images).toHaveLength(1);
    expect((await fetch(`${s.url}${images[0]!.url}`)).status).toBe(404);
    expect((await s.api('DELETE', `/api/admin/lots/${id}/images/${images[1]!.id}`, { token: otherSellerToken })).status).toBe(404);
  });

  it('refuses a file that is not an image by its bytes, whatever its name and type say', async () => {
    const id = (await create(adminToken, { as_draft: true })).body.data.id;
    const fake = await upload(adminToken, id, { data: Buffer.from('<?php echo "hi"; ?>'), name: 'photo.png', type: 'image/png' });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: 'IMAGE_INVALID' } });
    const truncated = (await png()).subarray(0, 60);
    expect((await upload(adminToken, id, { data: truncated, name: 'cut.png', type: 'image/png' })).body.fields).toEqual({ image: 'IMAGE_INVALID' });
    expect((await get(adminToken, id)).body.data.images).toEqual([]);
  });
});
