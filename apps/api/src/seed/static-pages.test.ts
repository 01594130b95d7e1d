import { describe, expect, it } from 'vitest';
import { languages, staticPageKeys } from '@gavel/contract';
import { sanitizeContent } from '../modules/content/index.js';
import { staticPages } from './data/static-pages/index.js';

const allowedTags = new Set(['h2', 'h3', 'p', 'ul', 'li', 'a', 'strong']);

describe('static pages', () => {
  it('exist for every page key in all seven languages', () => {
    for (const language of languages) {
      expect(Object.keys(staticPages[language]).sort()).toEqual([...staticPageKeys].sort());
      for (const key of staticPageKeys) {
        const page = staticPages[language][key];
        expect(page.title.length).toBeGreaterThan(2);
        expect(page.content).toMatch(/^<h2>/);
        expect(page.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('are translated, not copies of the English text', () => {
    for (const language of languages.filter((l) => l !== 'English')) {
      for (const key of staticPageKeys) expect(staticPages[language][key].content).not.toBe(staticPages.English[key].content);
    }
    expect(staticPages.Portugese.about.content).not.toBe(staticPages.BrazilPortugese.about.content);
  });

  it('use only simple tags and site-relative links, and survive sanitising unchanged in substance', () => {
    for (const language of languages) {
      for (const key of staticPageKeys) {
        const html = staticPages[language][key].content;
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/g)) expect(allowedTags.has(tag!)).toBe(true);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/[a-z_-]+$/);
        expect(sanitizeContent(html).replace(/\s+/g, '').length).toBeGreaterThanOrEqual(html.replace(/\s+/g, '').length * 0.98);
      }
    }
  });

  it('state the business terms in every language: 3% card fee, soft close 5/2 minutes', () => {
    for (const language of languages) {
      expect(staticPages[language].terms.content).toMatch(/3\s?%/);
      expect(staticPages[language].how_to_bid.content).toMatch(/5/);
      expect(staticPages[language].how_to_bid.content).toMatch(/2/);
    }
  });
});
