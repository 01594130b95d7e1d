import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '@gavel/contract';
import { catalogues, searchCatalogues } from '@gavel/contract/locales';
import { parseSearchState, toSearchBody } from '@gavel/contract/search-url';
import { banners, categories, lotImages } from '../src/platform/db/schema/index.js';
import { buildLot } from './factories/lots.js';
import { startTestServer, type TestServer } from './harness.js';
import { esc, fakeWebDist } from './support/web-page.js';

const evil = 'Dock </script><script>alert(1)</script> <!-- & $\' $& "quoted"';

let s: TestServer;
let off: TestServer;
let webDist: string;
let categoryId: number;
let cheap: { id: number; title: string };
let inCategory: { id: number; title: string };
let hidden: { id: number; title: string };
beforeAll(async () => {
  webDist = fakeWebDist();
  [s, off] = await Promise.all([startTestServer({ env: { WEB_DIST: webDist } }), startTestServer({ env: { WEB_DIST: webDist, FIRST_PAINT_SEARCH: 'false' } })]);
  await s.deps.db.insert(banners).values([{ image: 'first banner.svg', title: 'Laptops by the pallet', link: '', caption: '', sortOrder: 1 }]);
  [{ id: categoryId }] = (await s.deps.db.insert(categories).values({ key: 'ssr-servers', name: 'Servers' }).returning({ id: categories.id })) as [{ id: number }];
  // The cheapest lots come first (the default sort): the private one would lead the page if a guest could see it.
  hidden = await buildLot(s.deps.db, { title: 'Members-only pallet', startingPrice: 100, currentPrice: 100, isPrivate: true });
  cheap = await buildLot(s.deps.db, { title: evil, startingPrice: 200, currentPrice: 200 });
  await s.deps.db.insert(lotImages).values({ lotId: cheap.id, file: 'dock.jpg', sortOrder: 1 });
  inCategory = await buildLot(s.deps.db, { title: 'Rack of R740 servers', startingPrice: 90_000, currentPrice: 90_000, categoryId });
});
afterAll(async () => {
  await Promise.all([s?.close(), off?.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (server: TestServer, query = '', cookie?: string) => {
  const res = await fetch(new URL(`/search${query}`, server.url), { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
};

/** The embedded `{ body, answer }`, read as the browser's JSON.parse reads the script's text. */
const embedded = (html: string) => {
  const m = /<script type="application\/json" id="search-first-page">([^<]*)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!) as { body: unknown; answer: { records: { id: number; title: string }[]; totalRecords: number } };
};

describe("/search's first screen in the served HTML", () => {
  it("preloads the first banner's picture and draws the first cards, in English without a cookie", async () => {
    const { res, html } = await page(s);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<img src="/uploads/banner/first%20banner.svg" alt="" fetchpriority="high">');
    expect(html).toContain(`<h1 class="fp-stitle">${esc(searchCatalogues.English['search.title']!)}</h1>`);
    expect(html).toContain(`<a href="/product/view/${inCategory.id}">Rack of R740 servers</a>`);
    expect(html).toContain('<img src="/uploads/product/dock.jpg"');
    expect(html).toContain(`<small>${esc(catalogues.English['price.starting']!)}</small><p>$2</p>`);
    expect(html).toContain(esc(catalogues.English['listingFormat.live']!));
  });

  it('embeds the wire answer of POST /api/auction/search for the body the app builds from the URL', async () => {
    const { html } = await page(s);
    const data = embedded(html);
    const body = toSearchBody(parseSearchState(new URLSearchParams()));
    expect(data.body).toEqual(JSON.parse(JSON.stringify(body)));
    const call = await fetch(new URL('/api/auction/search', s.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wire = (await call.json()) as { records: { id: number }[] };
    // The same records as the call, in the same wire form (money in currency units), decodable by the app.
    expect(data.answer.records.map((r) => r.id)).toEqual(wire.records.map((r) => r.id));
    expect(search.search.response.safeParse(data.answer).success).toBe(true);
    expect(search.search.response.parse(data.answer).records.find((r) => r.id === cheap.id)?.wprice).toBe(200);
  });

  it('honours the query: a category filter, no banner with a filter, the sort and the language', async () => {
    const { html } = await page(s, `?category=${categoryId}`, 'gavel_lang=de');
    expect(html).toContain('<html lang="de"');
    expect(html).not.toContain('fetchpriority="high"');
    const data = embedded(html);
    expect(data.body).toMatchObject({ category: [categoryId] });
    expect(data.answer.records.map((r) => r.id)).toEqual([inCategory.id]);
    expect(html).toContain('Rack of R740 servers');
    expect(html).not.toContain('dock.jpg');
    expect(html).toContain(`<h1 class="fp-stitle">${esc(searchCatalogues.German['search.title']!)}</h1>`);
    // Price high to low: the dearest lot first.
    const sorted = embedded((await page(s, '?orderby=4')).html);
    expect(sorted.answer.records[0]!.id).toBe(inCategory.id);
  });

  it("escapes a lot's title in the cards and in the embedded answer (no </script> or comment from a title)", async () => {
    const { html } = await page(s);
    expect(html).toContain(`>${esc(evil)}</a>`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's entry and the embedded answer
    expect(html).not.toContain('<!--');
    expect(embedded(html).answer.records.find((r) => r.id === cheap.id)?.title).toBe(evil);
  });

  it('shows a guest only what a guest may see: no private lot in the cards or the answer', async () => {
    const { html } = await page(s);
    expect(html).not.toContain('Members-only pallet');
    expect(embedded(html).answer.records.some((r) => r.id === hidden.id)).toBe(false);
  });

  it('serves the bare app page with FIRST_PAINT_SEARCH=false', async () => {
    const { html } = await page(off);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('search-first-page');
  });
});
