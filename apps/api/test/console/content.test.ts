import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogues } from '@gavel/contract/locales';
import { auditLog, banners, phrases, staticPages } from '../../src/platform/db/schema/index.js';
import { startTestServer, type TestServer } from '../harness.js';

let s: TestServer;
let staff: string;
let employee: string;
let buyer: string;
let seller: string;

beforeAll(async () => {
  s = await startTestServer();
  const [a, e, b, se] = await Promise.all([
    s.buildUser({ role: 'admin' }),
    s.buildUser({ role: 'employee' }),
    s.buildUser({ role: 'buyer' }),
    s.buildUser({ role: 'seller' }),
  ]);
  [staff, employee, buyer, seller] = await Promise.all([s.loginAs(a), s.loginAs(e), s.loginAs(b), s.loginAs(se)]);
});
afterAll(() => s?.close());

const png = (width = 2400, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** Sends a multipart request (the harness's `api` speaks JSON). */
async function upload(method: string, p: string, token: string | undefined, fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  const res = await fetch(new URL(p, s.url), { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

const auditOf = (action: string) => s.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('every content call is staff-only', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/content/pages'],
    ['GET', '/api/admin/content/pages/about/German'],
    ['PUT', '/api/admin/content/pages/about/German', { title: 'Über uns', content: '<p>x</p>' }],
    ['DELETE', '/api/admin/content/pages/about/German'],
    ['POST', '/api/admin/content/pages/preview', { content: '<p>x</p>' }],
    ['GET', '/api/admin/content/banners'],
    ['PATCH', '/api/admin/content/banners/1', { title: 'x' }],
    ['PUT', '/api/admin/content/banners/order', { ids: [1] }],
    ['DELETE', '/api/admin/content/banners/1'],
    ['GET', '/api/admin/content/phrases'],
    ['PUT', '/api/admin/content/phrases', { language: 'German', key: 'header.about', text: 'x' }],
  ];
  it.each(calls)('%s %s: guest 401, buyer 403, seller 403', async (method, p, body) => {
    expect((await s.api(method, p, { body })).status).toBe(401);
    for (const token of [buyer, seller]) {
      const res = await s.api(method, p, { body, token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
  it.each([
    ['POST', '/api/admin/content/banners'],
    ['POST', '/api/admin/content/banners/1/image'],
  ])('%s %s (multipart): guest 401, buyer 403, seller 403', async (method, p) => {
    const file = { data: await png(40, 20), name: 'b.png' };
    expect((await upload(method, p, undefined, { title: 'x' }, file)).status).toBe(401);
    expect((await upload(method, p, buyer, { title: 'x' }, file)).status).toBe(403);
    expect((await upload(method, p, seller, { title: 'x' }, file)).status).toBe(403);
  });
  it('nothing was written by the refused calls', async () => {
    expect(await s.database.db.select().from(staticPages)).toHaveLength(0);
    expect(await s.database.db.select().from(banners)).toHaveLength(0);
    expect(await s.database.db.select().from(phrases)).toHaveLength(0);
  });
});

describe('static pages', () => {
  it('saves a language version sanitised on the server, audited, and buyers see it at once', async () => {
    await s.database.db.insert(staticPages).values({ pageKey: 'about', language: 'English', title: 'About us', content: '<p>Hello</p>' });
    const before = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { language: 'German' } });
    expect(before.body.data).toMatchObject({ title: 'About us', language: 'English' });

    const res = await s.api('PUT', '/api/admin/content/pages/about/German', {
      token: staff,
      body: { title: 'Über uns', content: '<h2>Wer wir sind</h2><p onclick="steal()">Hallo <script>alert(1)</script><a href="javascript:x()">x</a></p>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page_key: 'about', language: 'German', exists: true, title: 'Über uns' });
    expect(res.body.data.content).toBe('<h2>Wer wir sind</h2><p>Hallo <a>x</a></p>');

    const buyerView = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { language: 'German' } });
    expect(buyerView.body.data).toMatchObject({ title: 'Über uns', language: 'German', content: '<h2>Wer wir sind</h2><p>Hallo <a>x</a></p>' });
    expect(buyerView.headers.get('cache-control')).toBe('no-store');

    const [entry] = await auditOf('content.savePage');
    expect(entry).toMatchObject({ entity: 'static_page', entityId: 'about/German', before: null, after: { title: 'Über uns' } });
  });

  it('lists every page key with the languages it exists in', async () => {
    const res = await s.api('GET', '/api/admin/content/pages', { token: employee });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(8);
    const about = res.body.data.find((p: { page_key: string }) => p.page_key === 'about');
    expect(about.versions.map((v: { language: string }) => v.language).sort()).toEqual(['English', 'German']);
    expect(res.body.data.find((p: { page_key: string }) => p.page_key === 'FAQ').versions).toEqual([]);
  });

  it('opens a missing language empty, for writing', async () => {
    const res = await s.api('GET', '/api/admin/content/pages/terms/French', { token: staff });
    expect(res.body.data).toEqual({ page_key: 'terms', language: 'French', exists: false, title: '', content: '', updated_at: null });
  });

  it('previews exactly what would be stored', async () => {
    const res = await s.api('POST', '/api/admin/content/pages/preview', { token: staff, body: { content: '<p style="x">A<img src="x" onerror="y()"></p>' } });
    expect(res.body.data.content).toBe('<p>A<img src="x" /></p>');
  });

  it('refuses an empty title or an unknown page/language with 400 and changes nothing', async () => {
    const bad = await s.api('PUT', '/api/admin/content/pages/about/German', { token: staff, body: { title: '  ', content: '<p>gone</p>' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: 'TITLE_REQUIRED' } });
    expect((await s.api('PUT', '/api/admin/content/pages/careers/German', { token: staff, body: { title: 'x', content: '' } })).status).toBe(400);
    expect((await s.api('PUT', '/api/admin/content/pages/about/Klingon', { token: staff, body: { title: 'x', content: '' } })).status).toBe(400);
    const [row] = await s.database.db.select().from(staticPages).where(eq(staticPages.language, 'German'));
    expect(row!.title).toBe('Über uns');
  });

  it('removes a language version (buyers fall back to English) but never the English one', async () => {
    expect((await s.api('DELETE', '/api/admin/content/pages/about/English', { token: staff })).body.fields).toEqual({ language: 'ENGLISH_REQUIRED' });
    const res = await s.api('DELETE', '/api/admin/content/pages/about/German', { token: staff });
    expect(res.status).toBe(200);
    const buyerView = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { language: 'German' } });
    expect(buyerView.body.data.language).toBe('English');
    expect((await s.api('DELETE', '/api/admin/content/pages/about/German', { token: staff })).status).toBe(404);
    expect(await auditOf('content.deletePage')).toHaveLength(1);
  });
});

describe('banners', () => {
  let first: number;
  let second: number;

  it('uploads a banner: checked by content, resized to 1600 px WebP, placed last, audited', async () => {
    const res = await upload('POST', '/api/admin/content/banners', staff, { title: 'Spring sale', caption: 'Laptops from $49', link: '/search?type=live' }, { data: await png(), name: 'spring.png' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Spring sale', caption: 'Laptops from $49', link: '/search?type=live', enabled: true, sort_order: 1 });
    first = res.body.data.id;
    const file = path.join(s.config.dataDir, 'uploads', 'banner', res.body.data.image);
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 533 });
    // Served publicly where the spec's client looks.
    const served = await fetch(new URL(`/uploads/banner/${res.body.data.image}`, s.url));
    expect(served.status).toBe(200);

    const two = await upload('POST', '/api/admin/content/banners', staff, { title: 'Servers', enabled: 'false' }, { data: await png(800, 300), name: 's.png' });
    expect(two.body.data).toMatchObject({ sort_order: 2, enabled: false, link: '' });
    second = two.body.data.id;
    expect(await auditOf('content.createBanner')).toHaveLength(2);
  });

  it('refuses a file that is not an image, a missing image, or a bad link, and stores nothing', async () => {
    const fake = await upload('POST', '/api/admin/content/banners', staff, { title: 'x' }, { data: Buffer.from('<svg onload="x()"></svg>'), name: 'x.png' });
    expect(fake.status).toBe(415);
    expect(fake.body.fields).toEqual({ image: 'IMAGE_TYPE' });
    const truncated = await upload('POST', '/api/admin/content/banners', staff, { title: 'x' }, { data: (await png()).subarray(0, 60), name: 'x.png' });
    expect(truncated.status).toBe(415);
    const none = await upload('POST', '/api/admin/content/banners', staff, { title: 'x' });
    expect(none.status).toBe(400);
    const link = await upload('POST', '/api/admin/content/banners', staff, { title: 'x', link: 'javascript:alert(1)' }, { data: await png(40, 20), name: 'x.png' });
    expect(link.status).toBe(400);
    expect(link.body.fields).toEqual({ link: 'LINK_INVALID' });
    expect(await s.database.db.select().from(banners)).toHaveLength(2);
    expect(fs.readdirSync(path.join(s.config.dataDir, 'uploads', 'banner'))).toHaveLength(2);
  });

  it('buyers see only enabled banners, with the caption', async () => {
    const res = await s.api('GET', '/api/user/banners');
    expect(res.body.data).toEqual([expect.objectContaining({ id: first, title: 'Spring sale', subtitle: '/search?type=live', caption: 'Laptops from $49' })]);
  });

  it('edits, enables, reorders', async () => {
    const upd = await s.api('PATCH', `/api/admin/content/banners/${second}`, { token: staff, body: { enabled: true, link: 'https://example.com/servers' } });
    expect(upd.body.data).toMatchObject({ enabled: true, link: 'https://example.com/servers', title: 'Servers' });
    // Only the fields sent change.
    const renamed = await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: { title: 'Spring sale!' } });
    expect(renamed.body.data).toMatchObject({ title: 'Spring sale!', caption: 'Laptops from $49', link: '/search?type=live', enabled: true });
    await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: { enabled: false } });
    const hidden = await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: { caption: '' } });
    expect(hidden.body.data).toMatchObject({ enabled: false, caption: '', title: 'Spring sale!' });
    await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: { enabled: true, caption: 'Laptops from $49', title: 'Spring sale' } });
    const order = await s.api('PUT', '/api/admin/content/banners/order', { token: staff, body: { ids: [second, first] } });
    expect(order.body.data.map((b: { id: number }) => b.id)).toEqual([second, first]);
    const buyerView = await s.api('GET', '/api/user/banners');
    expect(buyerView.body.data.map((b: { id: number }) => b.id)).toEqual([second, first]);
    const [entry] = await auditOf('content.reorderBanners');
    expect(entry).toMatchObject({ before: [first, second], after: [second, first] });
  });

  it('refuses an order that does not name every banner once', async () => {
    for (const ids of [[first], [first, first], [first, second, 999]]) {
      const res = await s.api('PUT', '/api/admin/content/banners/order', { token: staff, body: { ids } });
      expect(res.status).toBe(400);
    }
    const res = await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: { title: '' } });
    expect(res.body.fields).toEqual({ title: 'TITLE_REQUIRED' });
    expect((await s.api('PATCH', '/api/admin/content/banners/99999', { token: staff, body: { title: 'x' } })).status).toBe(404);
    expect((await s.api('PATCH', `/api/admin/content/banners/${first}`, { token: staff, body: {} })).body.data.title).toBe('Spring sale');
  });

  it('replaces the picture and deletes the old file', async () => {
    const [before] = await s.database.db.select().from(banners).where(eq(banners.id, first));
    const res = await upload('POST', `/api/admin/content/banners/${first}/image`, staff, {}, { data: await png(1000, 400), name: 'n.png' });
    expect(res.status).toBe(200);
    expect(res.body.data.image).not.toBe(before!.image);
    const dir = path.join(s.config.dataDir, 'uploads', 'banner');
    expect(fs.existsSync(path.join(dir, before!.image))).toBe(false);
    expect(fs.existsSync(path.join(dir, res.body.data.image))).toBe(true);
  });

  it('deletes a banner with its picture', async () => {
    const [row] = await s.database.db.select().from(banners).where(eq(banners.id, second));
    expect((await s.api('DELETE', `/api/admin/content/banners/${second}`, { token: staff })).status).toBe(200);
    expect(fs.existsSync(path.join(s.config.dataDir, 'uploads', 'banner', row!.image))).toBe(false);
    expect((await s.api('GET', '/api/user/banners')).body.data.map((b: { id: number }) => b.id)).toEqual([first]);
    expect((await s.api('DELETE', `/api/admin/content/banners/${second}`, { token: staff })).status).toBe(404);
  });
});

describe('phrases', () => {
  it('searches keys and texts, with the bundled text of every language', async () => {
    const res = await s.api('GET', '/api/admin/content/phrases', { token: staff, query: { q: 'header.about' } });
    expect(res.status).toBe(200);
    const row = res.body.data.rows.find((r: { key: string }) => r.key === 'header.about');
    expect(row.bundled.German).toBe(catalogues.German['header.about']);
    expect(row.bundled.English).toBe(catalogues.English['header.about']);
    expect(row.overrides).toEqual({});
    const byText = await s.api('GET', '/api/admin/content/phrases', { token: staff, query: { q: catalogues.German['header.about']! } });
    expect(byText.body.data.rows.map((r: { key: string }) => r.key)).toContain('header.about');
    expect(byText.body.data.per_page).toBe(50);
  });

  it('an override reaches getLangPhrases at once; clearing restores the bundled text', async () => {
    const set = await s.api('PUT', '/api/admin/content/phrases', { token: staff, body: { language: 'German', key: 'header.about', text: 'Wer wir sind' } });
    expect(set.status).toBe(200);
    expect(set.body.data.overrides).toEqual({ German: 'Wer wir sind' });
    expect((await s.api('GET', '/api/user/getLangPhrases/German')).body['header.about']).toBe('Wer wir sind');
    expect((await s.api('GET', '/api/user/getLangPhrases/French')).body['header.about']).toBe(catalogues.French['header.about']);
    const only = await s.api('GET', '/api/admin/content/phrases', { token: staff, query: { overridden: 'true' } });
    expect(only.body.data.rows.map((r: { key: string }) => r.key)).toEqual(['header.about']);

    const cleared = await s.api('PUT', '/api/admin/content/phrases', { token: staff, body: { language: 'German', key: 'header.about', text: null } });
    expect(cleared.body.data.overrides).toEqual({});
    expect((await s.api('GET', '/api/user/getLangPhrases/German')).body['header.about']).toBe(catalogues.German['header.about']);
    const entries = await auditOf('content.setPhrase');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ text: null }, { text: 'Wer wir sind' }],
      [{ text: 'Wer wir sind' }, { text: null }],
    ]);
  });

  it('refuses an unknown key, an empty text or an unknown language', async () => {
    const unknown = await s.api('PUT', '/api/admin/content/phrases', { token: staff, body: { language: 'German', key: 'no.such.key', text: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ key: 'KEY_UNKNOWN' });
    expect((await s.api('PUT', '/api/admin/content/phrases', { token: staff, body: { language: 'German', key: 'header.about', text: ' ' } })).body.fields).toEqual({ text: 'TEXT_REQUIRED' });
    expect((await s.api('PUT', '/api/admin/content/phrases', { token: staff, body: { language: 'Elvish', key: 'header.about', text: 'x' } })).status).toBe(400);
    expect(await s.database.db.select().from(phrases)).toHaveLength(0);
  });
});
