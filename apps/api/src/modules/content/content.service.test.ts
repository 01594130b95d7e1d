import { describe, expect, it } from 'vitest';
import { catalogues } from '@gavel/contract/locales';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { ContentRepository } from './content.repository.js';
import { createContentService, sanitizeContent } from './content.service.js';

type Page = NonNullable<Awaited<ReturnType<ContentRepository['staticPage']>>>;
const page = (pageKey: string, language: string, content: string) => ({ pageKey, language, title: `${pageKey} ${language}`, content }) as Page;

function contentWith(pages: Page[], phrases: { key: string; text: string }[] = []) {
  const subscriptions = new Map<string, string>();
  const forwarded: string[] = [];
  const repo = fake<ContentRepository>(
    {
      staticPage: async (_db, key, language) => pages.find((p) => p.pageKey === key && p.language === language) ?? null,
      phraseOverrides: async () => phrases,
      banners: async () => [{ id: 1, image: 'b.jpg', title: 'Sale', link: '/search', caption: 'Now', enabled: true, sortOrder: 0 }] as never,
      subscribe: async (_db, siteId, email, token) => void subscriptions.set(`${siteId}:${email}`, token),
    },
    'contentRepository',
  );
  const service = createContentService({ db: fakeDb(), repo, forwarder: { forward: async (e) => void forwarded.push(e) }, token: () => 'tok' });
  return { service, subscriptions, forwarded };
}

describe('sanitizeContent', () => {
  it('drops scripts and event handlers but keeps allowed markup', () => {
    const out = sanitizeContent('<h2 class="lead">Hi</h2><script>alert(1)</script><img src="x.png" onerror="alert(1)">');
    expect(out).toBe('<h2 class="lead">Hi</h2><img src="x.png" />');
  });

  it('makes a link that opens a new window unable to reach back', () => {
    expect(sanitizeContent('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('refuses javascript: links and foreign classes', () => {
    expect(sanitizeContent('<a href="javascript:alert(1)" class="btn">x</a>')).toBe('<a>x</a>');
  });
});

describe('content service', () => {
  it('answers a page in the language asked for, sanitised', async () => {
    const { service } = contentWith([page('FAQ', 'Spanish', '<p>Hola</p><script>x</script>')]);
    expect(await service.staticPage('FAQ', 'Spanish')).toEqual({ page_key: 'FAQ', title: 'FAQ Spanish', content: '<p>Hola</p>', language: 'Spanish' });
  });

  it('falls back to the English page, and answers not found when there is none', async () => {
    const { service } = contentWith([page('FAQ', 'English', '<p>Hi</p>')]);
    expect((await service.staticPage('FAQ', 'Spanish')).language).toBe('English');
    await expect(service.staticPage('Terms' as never, 'Spanish')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives a page’s HTML only when it has content', async () => {
    const { service } = contentWith([page('FAQ', 'English', '<p>Hi</p>'), page('FAQ', 'Spanish', '   ')]);
    expect(await service.pageHtml('FAQ', 'English')).toBe('<p>Hi</p>');
    expect(await service.pageHtml('FAQ', 'Spanish')).toBeNull();
  });

  it('merges the operator’s phrase overrides over the bundled catalogue', async () => {
    const key = Object.keys(catalogues.English)[0]!;
    const { service } = contentWith([], [{ key, text: 'Ours' }]);
    const phrases = await service.phrases('Spanish');
    expect(phrases[key]).toBe('Ours');
    expect(Object.keys(phrases).length).toBeGreaterThanOrEqual(Object.keys(catalogues.English).length);
  });

  it('presents banners with the link as the subtitle', async () => {
    expect(await contentWith([]).service.banners()).toEqual([{ id: 1, image: 'b.jpg', title: 'Sale', subtitle: '/search', caption: 'Now' }]);
  });

  it('subscribes the normalised address and forwards it', async () => {
    const w = contentWith([]);
    await w.service.subscribe(1, '  Ann@Example.COM ');
    expect([...w.subscriptions.keys()]).toEqual(['1:ann@example.com']);
    expect(w.forwarded).toEqual(['  Ann@Example.COM ']);
  });
});
