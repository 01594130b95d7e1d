import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/platform/db/schema/index.js';
import { buildLot } from '../factories/lots.js';
import { startTestServer, type TestServer } from '../harness.js';

/**
 * Issue 39, item 4: the routes outside /api that read the database (the server-rendered first
 * screens `/` and `/product/view/:id`, the sitemap) obey the API's rate limit — one count per
 * address shared with the API — and maintenance. Through the real HTTP stack; each test is its
 * own address (X-Forwarded-For from a trusted proxy), so the counts do not mix.
 */
const LIMIT = 6;
let s: TestServer;
let webDist: string;
let lotId: number;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>\n<html lang="en"><head></head><body><div id="root"></div></body></html>\n');
  s = await startTestServer({ env: { WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' } });
  await s.deps.db.insert(banners).values({ image: 'hero.svg', title: 'Pallets of laptops', link: '', caption: '', sortOrder: 1 });
  lotId = (await buildLot(s.deps.db, { title: 'A listed pallet' })).id;
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
afterEach(() => s.deps.services.maintenance.set(false));

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;
const get = async (p: string, address: string) => {
  const res = await fetch(new URL(p, s.url), { headers: { 'x-forwarded-for': address } });
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
};
const pages = () => ['/', `/product/view/${lotId}`, '/search'];

describe('pages that read the database obey the rate limit (issue 39, item 4)', () => {
  it('renders first screens while under the limit', async () => {
    const address = newAddress();
    expect((await get('/', address)).text).toContain('first-paint-style');
    expect((await get(`/product/view/${lotId}`, address)).text).toContain('A listed pallet');
  });

  it('answers an address at 429 on the API with 429 and the bare app page (no first screen) on every database page', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/user/banners?site_id=1', address)).status).toBe(200);
    expect((await get('/api/user/banners?site_id=1', address)).status).toBe(429);
    for (const p of pages()) {
      const res = await get(p, address);
      expect(res.status, p).toBe(429);
      expect(res.retryAfter, p).toMatch(/^\d+$/);
      expect(res.text, p).toContain('<div id="root"></div>');
      expect(res.text, p).not.toContain('first-paint-style');
    }
    expect((await get('/sitemap.xml', address)).status).toBe(429);
    // Another address is not affected.
    expect((await get('/', newAddress())).text).toContain('first-paint-style');
  });

  it('counts page requests against the same limit as API calls', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await get(i % 2 ? '/' : `/product/view/${lotId}`, address)).status).toBe(200);
    expect((await get('/', address)).status).toBe(429);
    expect((await get('/api/user/banners?site_id=1', address)).status).toBe(429);
  });

  it('does not count what reads no database (robots.txt, the app shell of other paths)', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await get('/robots.txt', address)).status).toBe(200);
      expect((await get('/about', address)).status).toBe(200);
    }
    expect((await get('/', address)).status).toBe(200);
  });
});

describe('pages that read the database obey maintenance (issue 39, item 4)', () => {
  it('answers 503 with the bare app page (which shows the maintenance page) instead of a first screen', async () => {
    await s.deps.services.maintenance.set(true);
    for (const p of pages()) {
      const res = await get(p, newAddress());
      expect(res.status, p).toBe(503);
      expect(res.text, p).toContain('<div id="root"></div>');
      expect(res.text, p).not.toContain('first-paint-style');
      expect(res.text, p).not.toContain('A listed pallet');
    }
    const sitemap = await get('/sitemap.xml', newAddress());
    expect(sitemap.status).toBe(503);
    expect(JSON.parse(sitemap.text)).toMatchObject({ code: 'MAINTENANCE' });
    expect(sitemap.text).not.toContain(`/product/view/${lotId}`);
  });

  it('serves the pages again once maintenance is off', async () => {
    await s.deps.services.maintenance.set(true);
    expect((await get('/', newAddress())).status).toBe(503);
    await s.deps.services.maintenance.set(false);
    const res = await get('/', newAddress());
    expect(res.status).toBe(200);
    expect(res.text).toContain('first-paint-style');
  });
});
