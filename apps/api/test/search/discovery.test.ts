import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { insertLot, seedSearchReference, type Fixture, type SearchRefs } from './fixtures.js';
import { until } from '../support/until.js';

let s: TestServer;
let refs: SearchRefs;
const fx: Record<string, Fixture> = {};

beforeAll(async () => {
  s = await startTestServer({ env: { OPERATOR_EMAIL: 'desk@ops.example' } });
  refs = await seedSearchReference(s.deps.db);
  const base = { brand: 'dell', fmt: 'live', size: 1, region: 'america', country: 'United States', addedMin: -60 } as const;
  const add = async (key: string, v: Partial<Parameters<typeof insertLot>[3]> & Pick<Parameters<typeof insertLot>[3], 'title' | 'cat' | 'cond'>) =>
    (fx[key] = await insertLot(s.deps.db, refs, key, { ...base, price: 1_000, closesMin: 60, ...v }));
  await add('viewed', { title: 'Dell Latitude 7490 laptops', cat: 'laptops', cond: 'a' });
  await add('sameAll', { title: 'Dell Latitude 7490 laptops grade A', cat: 'laptops', cond: 'a' });
  await add('sameCondOtherTitle', { title: 'Acer Aspire notebooks', cat: 'laptops', cond: 'a', brand: 'lenovo' });
  await add('otherCond', { title: 'Dell Latitude 7490 laptops grade B', cat: 'laptops', cond: 'b' });
  await add('otherCategory', { title: 'Dell Latitude 7490 docks', cat: 'monitors', cond: 'a' });
  await add('closedSame', { title: 'Dell Latitude 7490 laptops', cat: 'laptops', cond: 'a', status: 'closed', closesMin: -5 });
});
afterAll(() => s?.close());

describe('POST /api/product/similar', () => {
  it('lists open lots of the same category, same condition first, then the closest title; never the lot itself or closed lots', async () => {
    const res = await s.api('POST', '/api/product/similar', { body: { id: fx.viewed!.id } });
    expect(res.status).toBe(200);
    const body = search.similar.response.parse(res.body);
    expect(body.records.map((r) => r.id)).toEqual([fx.sameAll!.id, fx.sameCondOtherTitle!.id, fx.otherCond!.id]);
  });

  it('honours the limit, and answers 404 for an unknown lot', async () => {
    const res = await s.api('POST', '/api/product/similar', { body: { id: fx.viewed!.id, limit: 1 } });
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([fx.sameAll!.id]);
    expect((await s.api('POST', '/api/product/similar', { body: { id: 99_999_999 } })).status).toBe(404);
    expect((await s.api('POST', '/api/product/similar', { body: { id: 'x' } })).status).toBe(400);
  });
});

describe('GET /api/user/sitemap and sitemap_new', () => {
  it('gives visitors the search links by category, condition, listing format and lot size, and the legal links', async () => {
    const res = await s.api('GET', '/api/user/sitemap_new', { query: { site_id: 1 } });
    expect(res.status).toBe(200);
    const { data } = search.getSitemapGuest.response.parse(res.body);
    expect(data.categories.map((c) => c.id)).toEqual(expect.arrayContaining([refs.cat.laptops, refs.cat.monitors]));
    expect(data.conditions.map((c) => c.id)).toEqual(expect.arrayContaining([refs.cond.a, refs.cond.b]));
    expect(data.listing_formats).toEqual([
      { key: 'live', listfmt: 3 },
      { key: 'buynow', listfmt: 1 },
      { key: 'sealed', listfmt: 0 },
      { key: 'lineitem', listfmt: 4 },
    ]);
    expect(data.lot_sizes).toEqual([
      { key: 'small', lottype: 1 },
      { key: 'large', lottype: 0 },
    ]);
    expect(data.legal.map((l) => l.key)).toEqual(['about', 'support', 'sitemap']);
  });

  it('sitemap needs a login and then answers the same content', async () => {
    expect((await s.api('GET', '/api/user/sitemap')).status).toBe(401);
    const token = await s.loginAs(await s.buildUser());
    const res = await s.api('GET', '/api/user/sitemap', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual((await s.api('GET', '/api/user/sitemap_new')).body.data);
  });

  it('each listing-format and lot-size link, used as a search filter, is accepted', async () => {
    const { data } = (await s.api('GET', '/api/user/sitemap_new')).body;
    for (const f of data.listing_formats) expect((await s.api('POST', '/api/auction/search', { body: { listfmt: String(f.listfmt) } })).status).toBe(200);
    for (const z of data.lot_sizes) expect((await s.api('POST', '/api/auction/search', { body: { lottype: String(z.lottype) } })).status).toBe(200);
  });
});

describe('GET /api/user/price_lock', () => {
  it('answers the text in the requested language, English by default, with the price-lock search filter', async () => {
    const en = await s.api('GET', '/api/user/price_lock');
    expect(en.status).toBe(200);
    expect(search.getPriceLock.response.parse(en.body).data).toMatchObject({ language: 'English', title: 'Price lock', search: { listfmt: [5] } });
    const fr = await s.api('GET', '/api/user/price_lock', { query: { language: 'French' } });
    expect(fr.body.data).toMatchObject({ language: 'French', title: 'Prix garanti' });
    expect(fr.body.data.content).not.toBe(en.body.data.content);
    expect((await s.api('GET', '/api/user/price_lock', { query: { language: 'Klingon' } })).status).toBe(400);
  });

  it("uses the signed-in user's language when none is asked", async () => {
    const token = await s.loginAs(await s.buildUser({ language: 'German' }));
    const res = await s.api('GET', '/api/user/price_lock', { token });
    expect(res.body.data).toMatchObject({ language: 'German', title: 'Preisgarantie' });
  });

  it('the price-lock filter finds price-lock lots only', async () => {
    const lot = await insertLot(s.deps.db, refs, 'pl', {
      title: 'Price lock pallet', cat: 'servers', brand: 'hp', cond: 'a', fmt: 'pricelock', size: 0, region: 'europe',
      country: 'France', price: 5_000, addedMin: -1, closesMin: 30,
    });
    const res = await s.api('POST', '/api/auction/search', { body: { listfmt: [5] } });
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([lot.id]);
  });
});

/** Messages written to DATA_DIR/outbox (no SMTP_URL in tests), parsed just enough to read recipients and subject. */
async function outboxMessages(match: (raw: string) => boolean, count: number): Promise<string[]> {
  const dir = path.join(s.config.dataDir, 'outbox');
  const read = () =>
    (fs.existsSync(dir) ? fs.readdirSync(dir) : []).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).filter(match);
  // Polled every 50 ms (not in a tight loop, which starved the server sending the mail in this
  // same process); what was found after 20 s is returned for the test to assert.
  let found: string[] = [];
  await until(() => (found = read()).length >= count).catch(() => undefined);
  return found;
}
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('POST /api/user/customersupport', () => {
  const message = (over: Record<string, unknown> = {}) => ({
    email: uniqueEmail('help'),
    first_name: 'Ana',
    last_name: 'Silva',
    phone: '+1 555 0100',
    subject: 'Shipping question',
    decription: 'How long does shipping to Lisbon take?',
    site_id: 1,
    ...over,
  });

  it('stores the message, emails the operators in English and acknowledges to the sender in their language', async () => {
    const body = message({ language: 'French' });
    const res = await s.api('POST', '/api/user/customersupport', { body });
    expect(res.status).toBe(200);
    expect(search.customerSupport.response.parse(res.body).status).toBe('success');
    const { rows } = await s.database.pool.query(
      'select first_name, last_name, phone, subject, description, language, site_id from support_requests where email = $1',
      [body.email],
    );
    expect(rows).toEqual([
      { first_name: 'Ana', last_name: 'Silva', phone: '+1 555 0100', subject: 'Shipping question', description: body.decription, language: 'French', site_id: 1 },
    ]);
    const toOps = await outboxMessages((m) => /^To: desk@ops\.example/im.test(m) && decoded(m).includes(body.email), 1);
    expect(toOps).toHaveLength(1);
    expect(decoded(toOps[0]!)).toContain('How long does shipping to Lisbon take?');
    expect(decoded(toOps[0]!)).toMatch(/Support request #\d+/);
    const ack = await outboxMessages((m) => m.toLowerCase().includes(`to: ${body.email}`), 1);
    expect(ack).toHaveLength(1);
    expect(decoded(ack[0]!)).toContain('Nous avons bien re');
  });

  it("acknowledges in the signed-in user's language when none is given, English for guests", async () => {
    const token = await s.loginAs(await s.buildUser({ language: 'German' }));
    const de = message();
    expect((await s.api('POST', '/api/user/customersupport', { body: de, token })).status).toBe(200);
    const ack = await outboxMessages((m) => m.toLowerCase().includes(`to: ${de.email}`), 1);
    expect(decoded(ack[0]!)).toContain('Vielen Dank');
    const en = message();
    expect((await s.api('POST', '/api/user/customersupport', { body: en })).status).toBe(200);
    const ackEn = await outboxMessages((m) => m.toLowerCase().includes(`to: ${en.email}`), 1);
    expect(decoded(ackEn[0]!)).toContain('Thank you for contacting Gavel support');
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['first_name', { first_name: '' }],
    ['subject', { subject: '   ' }],
    ['decription', { decription: undefined }],
    ['decription', { decription: 'x'.repeat(5001) }],
    ['language', { language: 'Klingon' }],
  ])('refuses a bad %s with 400 VALIDATION_FAILED on that field, storing nothing', async (field, over) => {
    const body = message(over);
    const res = await s.api('POST', '/api/user/customersupport', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
    const { rows } = await s.database.pool.query('select 1 from support_requests where email = $1', [body.email]);
    expect(rows).toEqual([]);
  });
});
