import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { insertLot, seedSearchReference, type Fixture, type SearchRefs } from '../search/fixtures.js';

let s: TestServer;
let refs: SearchRefs;
let lot: Fixture;
let closed: Fixture;

beforeAll(async () => {
  s = await startTestServer();
  refs = await seedSearchReference(s.deps.db);
  lot = await insertLot(s.deps.db, refs, 'open', {
    title: 'Dell Latitude 7490 laptops', cat: 'laptops', brand: 'dell', cond: 'a', fmt: 'live', size: 1, region: 'america',
    country: 'United States', price: 12_345, addedMin: -10, closesMin: 60,
  });
  closed = await insertLot(s.deps.db, refs, 'closed', {
    title: 'Dell Latitude 5490 laptops', cat: 'laptops', brand: 'dell', cond: 'a', fmt: 'live', size: 1, region: 'america',
    country: 'United States', price: 9_000, addedMin: -600, closesMin: -60, status: 'sold', extra: { soldPrice: 9_000 },
  });
});
afterAll(() => s?.close());

/** The spec's search filter (spec 1 §3) as its client sends it: every field, strings, comma-joined lists, blanks for "none". */
const specFilter = (over: Record<string, unknown> = {}) => ({
  ajax: 1,
  sh_limit: '45',
  orderby: '3',
  searchbar: '',
  page: 1,
  pagecom: 1,
  condition: '',
  lottype: '',
  category: '',
  sub_category: '',
  view: 'grid',
  listfmt: '',
  listfmtnew: '',
  reglist: '',
  countrylist: '',
  site_id: 1,
  ...over,
});

describe('POST auction/search (spec 1 §3 "Search filter", §7 "Search lists", api-notes)', () => {
  it('takes the spec filter exactly and answers records, totalRecords, setDisp, sorts', async () => {
    const res = await s.api('POST', '/api/auction/search', { body: specFilter() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', totalRecords: 1, setDisp: '1-1 of 1', sorts: expect.any(Array) });
    // Money in currency units.
    expect(res.body.records).toEqual([expect.objectContaining({ id: lot.id, wprice: 123.45, date_added: expect.any(String), date_closed: expect.any(String), market_status: 'open' })]);
  });

  it('takes multi-valued filters comma-joined, as the client sends them', async () => {
    const res = await s.api('POST', '/api/auction/search', {
      body: specFilter({
        category: `${refs.cat.laptops},${refs.cat.monitors}`,
        condition: `${refs.cond.a}`,
        listfmt: '3,1',
        lottype: '1',
        reglist: '1,3',
        countrylist: `${refs.country.us}`,
        sub_category: `${refs.brand.dell}`,
        searchbar: 'latitude',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([lot.id]);
  });

  it("type=completed shows only closed auctions (spec 1 §2, §4), 45 a page in the closed section", async () => {
    const res = await s.api('POST', '/api/auction/search', { body: specFilter({ type: 'completed' }) });
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([closed.id]);
    expect(res.body.records[0]).toMatchObject({ market_status: 'sold', sold_price: 90 });
    expect(res.body.completed).toMatchObject({ totalRecords: 1 });
  });
});

describe('POST product/similar (spec 2 §7: response shape not shown)', () => {
  it('takes the lot id and answers records', async () => {
    const res = await s.api('POST', '/api/product/similar', { body: { id: closed.id, site_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', records: [expect.objectContaining({ id: lot.id })] });
  });
});

describe('POST customersupport (spec 2 §7)', () => {
  it('takes {email, first_name, last_name, phone, subject, decription, site_id} and returns msg', async () => {
    const res = await s.api('POST', '/api/user/customersupport', {
      body: {
        email: uniqueEmail('support'),
        first_name: 'Jane',
        last_name: 'Doe',
        phone: '5550100',
        subject: 'Invoice',
        decription: 'Where is my invoice?',
        site_id: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', msg: expect.any(String) });
  });
});

describe('GET sitemap, sitemap_new (spec 2 §7)', () => {
  it('GET sitemap_new without a token; GET sitemap with one', async () => {
    expect((await s.api('GET', '/api/user/sitemap_new', { query: { site_id: 1 } })).status).toBe(200);
    const token = await s.loginAs(await s.buildUser());
    const res = await s.api('GET', '/api/user/sitemap', { query: { site_id: 1 }, token });
    expect(res.status).toBe(200);
    expect(res.body.data.categories.map((c: { id: number }) => c.id)).toContain(refs.cat.laptops);
  });
});

describe('GET price_lock (spec 2 §7)', () => {
  it('returns content per language', async () => {
    const res = await s.api('GET', '/api/user/price_lock', { query: { site_id: 1, language: 'Spanish' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'Spanish', content: expect.stringContaining('precio') });
  });
});
