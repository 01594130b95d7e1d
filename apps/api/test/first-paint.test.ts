import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@gavel/contract/locales';
import { banners, lotImages, phrases } from '../src/platform/db/schema/index.js';
import { buildLot } from './factories/lots.js';
import { firstPaintMarkup, languageFromCookie } from '../src/modules/seo/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { esc, fakeWebDist } from './support/web-page.js';

let s: TestServer;
let off: TestServer;
let webDist: string;
let firstId: number;
beforeAll(async () => {
  webDist = fakeWebDist();
  [s, off] = await Promise.all([
    startTestServer({ env: { WEB_DIST: webDist } }),
    startTestServer({ env: { WEB_DIST: webDist, FIRST_PAINT: 'false' } }),
  ]);
  const rows = await s.deps.db
    .insert(banners)
    .values([
      { image: 'first laptops.svg', title: 'Laptops by the pallet', link: '/search?category=1', caption: 'Graded and wiped', sortOrder: 1 },
      { image: 'second.svg', title: 'Servers', link: '', caption: '', sortOrder: 2 },
    ])
    .returning({ id: banners.id });
  firstId = rows[0]!.id;
});
afterAll(async () => {
  await Promise.all([s?.close(), off?.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = async (server: TestServer, cookie?: string) => {
  const res = await fetch(new URL('/', server.url), { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
};

describe("the landing page's first screen in the served HTML", () => {
  it('renders the hero, the stat cards and the first banner in English without a language cookie', async () => {
    const { res, html } = await page(s);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('cookie');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('/assets/index-abc123.js');
    const en = catalogues.English;
    expect(html).toContain(`<div id="root"><div class="fp">`);
    expect(html).toContain(`<h1 id="fp-hero-title">${esc(en['landing.heroTitle']!)}</h1>`);
    expect(html).toContain(esc(en['landing.stats.computers']!));
    expect(html).toContain('<a class="fp-cta" href="/search?listfmt=3">');
    // Only the first banner, its picture fetched first; its words as the app shows them: the
    // catalogue's `banner.<id>.title|text`, else the operator's title and caption.
    expect(html).toContain('<img src="/uploads/banner/first%20laptops.svg" alt="" fetchpriority="high">');
    const words = catalogues.English;
    const title = words[`banner.${firstId}.title`] ?? 'Laptops by the pallet';
    const text = words[`banner.${firstId}.text`] ?? 'Graded and wiped';
    expect(html).toContain(`<a class="fp-slide" href="/search?category=1"><img`);
    expect(html).toContain(`<b>${esc(title)}</b><span>${esc(text)}</span>`);
    expect(html).toContain(`<i>${esc(catalogues.English['banner.open']!)}</i>`);
    expect(html).not.toContain('second.svg');
    expect(html).toContain('<style id="first-paint-style">');
  });

  it("is in the language of the visitor's cookie, with the operator's phrases as they are now", async () => {
    const de = catalogues.German;
    let { html } = await page(s, 'theme=dark; gavel_lang=de');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<h1 id="fp-hero-title">${esc(de['landing.heroTitle']!)}</h1>`);
    expect(html).toContain(`<i>${esc(catalogues.German['banner.open']!)}</i>`);
    await s.deps.db.insert(phrases).values({ language: 'German', key: 'landing.heroTitle', text: 'Restposten <heute>' });
    ({ html } = await page(s, 'gavel_lang=de'));
    expect(html).toContain('<h1 id="fp-hero-title">Restposten &lt;heute&gt;</h1>');
    // An unknown tag: the app's default language.
    ({ html } = await page(s, 'gavel_lang=xx'));
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(esc(catalogues.English['landing.heroTitle']!));
  });

  it('serves the bare app page with FIRST_PAINT=false, and other paths never carry the landing screen', async () => {
    const { html } = await page(off);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-paint-style');
    const other = await (await fetch(new URL('/about', s.url))).text();
    expect(other).toContain('<div id="root"></div>');
  });

  it('is left out while the site is in maintenance (the app shows its maintenance page)', async () => {
    await s.deps.services.maintenance.set(true);
    try {
      const { html } = await page(s);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('first-paint-style');
    } finally {
      await s.deps.services.maintenance.set(false);
    }
    expect((await page(s)).html).toContain('first-paint-style');
  });

  it("renders a listed lot's first screen: number, category, title and first picture, in the visitor's language", async () => {
    const lot = await buildLot(s.deps.db, { title: 'Pallet of <b>laptops</b> & "docks"' });
    await s.deps.db.insert(lotImages).values([
      { lotId: lot.id, file: 'second.jpg', sortOrder: 2 },
      { lotId: lot.id, file: 'first.jpg', sortOrder: 1 },
    ]);
    const title = esc(lot.title);
    const res = await fetch(new URL(`/product/view/${lot.id}`, s.url));
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('first-paint-style');
    expect(html).toContain(`<div class="fp-num">Lot #${lot.id}</div><h1>${title}</h1>`);
    // The first picture only (the gallery's LCP), at the address the app's <img> uses, with its alt.
    expect(html).toContain(`<div class="fp-gal"><img src="/uploads/product/first.jpg" alt="${title}, picture 1 of 2" fetchpriority="high"></div>`);
    expect(html).not.toContain('second.jpg');
    expect(html).not.toContain('<script>');

    const german = await (await fetch(new URL(`/product/view/${lot.id}`, s.url), { headers: { cookie: 'gavel_lang=de' } })).text();
    expect(german).toContain('<html lang="de"');
    expect(german).toContain(`>${esc(catalogues.German['lot.back']!)}</a>`);
    expect(german).toContain(`<div class="fp-num">${catalogues.German['lot.number']!.replace('{{id}}', String(lot.id))}</div>`);

    // No picture: the gallery's empty 4:3 frame, as the app draws it.
    const bare = await buildLot(s.deps.db);
    expect(await (await fetch(new URL(`/product/view/${bare.id}`, s.url))).text()).toContain('<div class="fp-gal"><div></div></div>');
  });

  it('leaves a lot page bare for a draft or withdrawn lot, an unknown or malformed id, in maintenance and with FIRST_PAINT=false', async () => {
    const draft = await buildLot(s.deps.db, { title: 'Secret draft pallet', status: 'draft' });
    const withdrawn = await buildLot(s.deps.db, { title: 'Withdrawn pallet', status: 'withdrawn' });
    await s.deps.db.insert(lotImages).values({ lotId: draft.id, file: 'draft.jpg', sortOrder: 1 });
    for (const p of [`/product/view/${draft.id}`, `/product/view/${withdrawn.id}`, '/product/view/999999', '/product/view/abc']) {
      const res = await fetch(new URL(p, s.url));
      expect(res.status).toBe(200);
      const html = await res.text();
      // The plain app page (which shows its own not-found): nothing of the lot leaks.
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(/Secret draft|Withdrawn pallet|draft\.jpg/);
    }
    const listed = await buildLot(s.deps.db);
    expect(await (await fetch(new URL(`/product/view/${listed.id}`, off.url))).text()).toContain('<div id="root"></div>');
    await s.deps.services.maintenance.set(true);
    try {
      expect(await (await fetch(new URL(`/product/view/${listed.id}`, s.url))).text()).toContain('<div id="root"></div>');
    } finally {
      await s.deps.services.maintenance.set(false);
    }
    expect(await (await fetch(new URL(`/product/view/${listed.id}`, s.url))).text()).toContain('first-paint-style');
  });

  it('escapes operator text and keeps external banner links in a new window', () => {
    expect(languageFromCookie('a=1; gavel_lang=pt-BR')).toBe('BrazilPortugese');
    expect(languageFromCookie(undefined)).toBe('English');
    const markup = firstPaintMarkup((k) => (k === 'banner.7.title' ? '' : `«${k}»`), {
      id: 7,
      image: 'x.png',
      title: '<script>alert(1)</script>',
      subtitle: 'https://example.com/?a="b"',
      caption: '',
    });
    expect(markup).toContain('<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>');
    expect(markup).toContain('href="https://example.com/?a=&quot;b&quot;" target="_blank" rel="noopener noreferrer"');
    expect(markup).not.toContain('<script');
  });
});
