import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, languages } from '@gavel/contract';
import { catalogues } from '@gavel/contract/locales';
import { banners, staticPages } from '../src/platform/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('GET /api/user/getLangPhrases/:language', () => {
  it.each(languages)('answers a flat key → text map for %s', async (language) => {
    const res = await s.api('GET', `/api/user/getLangPhrases/${language}`, { query: { site_id: 1 } });
    expect(res.status).toBe(200);
    const map = content.getLangPhrases.response.parse(res.body);
    for (const v of Object.values(map)) expect(typeof v).toBe('string');
    // Every English key is present (English fills gaps); the language's own text wins.
    expect(Object.keys(map)).toEqual(expect.arrayContaining(Object.keys(catalogues.English)));
    for (const [k, v] of Object.entries(catalogues[language])) expect(map[k]).toBe(v);
  });

  it('merges operator overrides over the bundled catalogue', async () => {
    await s.database.pool.query("insert into phrases (language, key, text) values ('German', 'app.name', 'Gavel DE')");
    const res = await s.api('GET', '/api/user/getLangPhrases/German');
    expect(res.body['app.name']).toBe('Gavel DE');
    expect((await s.api('GET', '/api/user/getLangPhrases/French')).body['app.name']).not.toBe('Gavel DE');
  });

  it('answers an unknown language with 400 VALIDATION_FAILED', async () => {
    const res = await s.api('GET', '/api/user/getLangPhrases/Klingon');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { language: expect.any(String) } });
  });
});

describe('GET /api/user/getStaticContent/:page/:siteid', () => {
  it('answers 404 NOT_FOUND when the page does not exist', async () => {
    const res = await s.api('GET', '/api/user/getStaticContent/grading/1', { query: { site_id: 1 } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', success: false, code: 'NOT_FOUND' });
  });

  it('answers the page in the asked language, sanitised', async () => {
    await s.deps.db.insert(staticPages).values([
      { pageKey: 'about', language: 'English', title: 'About us', content: '<p>Hello</p><script>alert(1)</script>' },
      { pageKey: 'about', language: 'French', title: 'À propos', content: '<p onclick="x()">Bonjour</p>' },
    ]);
    const fr = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { site_id: 1, language: 'French' } });
    expect(fr.status).toBe(200);
    expect(content.getStaticContent.response.parse(fr.body).data).toEqual({
      page_key: 'about',
      title: 'À propos',
      content: '<p>Bonjour</p>',
      language: 'French',
    });
    const en = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { site_id: 1 } });
    expect(en.body.data.content).toBe('<p>Hello</p>');
  });

  it('falls back to English when the language has no version', async () => {
    const res = await s.api('GET', '/api/user/getStaticContent/about/1', { query: { site_id: 1, language: 'German' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'About us', language: 'English' });
  });

  it('answers 400 UNKNOWN_SITE when the path and query site ids differ', async () => {
    const res = await s.api('GET', '/api/user/getStaticContent/about/2', { query: { site_id: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNKNOWN_SITE');
  });
});

describe('GET /api/user/banners', () => {
  it('answers the banners in display order', async () => {
    await s.deps.db.insert(banners).values([
      { image: 'b.jpg', title: 'Second', link: '/search', sortOrder: 2 },
      { image: 'a.jpg', title: 'First', link: '/about', sortOrder: 1 },
    ]);
    const res = await s.api('GET', '/api/user/banners', { query: { site_id: 1 } });
    expect(res.status).toBe(200);
    const data = content.getBanners.response.parse(res.body).data;
    expect(data.map((b) => [b.title, b.image, b.subtitle])).toEqual([
      ['First', 'a.jpg', '/about'],
      ['Second', 'b.jpg', '/search'],
    ]);
  });
});

describe('POST /api/user/hubspot-save (newsletter)', () => {
  const count = async (email: string) =>
    (await s.database.pool.query('select count(*)::int as n from newsletter_subscriptions where email = $1', [email])).rows[0].n as number;

  it('subscribes once however often the same address is sent, ignoring case', async () => {
    for (const email of ['Reader@Example.test', 'reader@example.test', 'READER@EXAMPLE.TEST']) {
      const res = await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: email, site_id: 1 } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
    }
    expect(await count('reader@example.test')).toBe(1);
  });

  it('re-subscribes an address that had unsubscribed', async () => {
    const email = 'back-again@example.test';
    await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: email } });
    await s.database.pool.query('update newsletter_subscriptions set unsubscribed_at = now() where email = $1', [email]);
    await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: email } });
    const r = await s.database.pool.query('select unsubscribed_at from newsletter_subscriptions where email = $1', [email]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0].unsubscribed_at).toBeNull();
  });

  it('rejects an address that is not an email with 400 VALIDATION_FAILED', async () => {
    const res = await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: 'not an email' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { subscribe_email: expect.any(String) } });
  });
});
