import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { catalogues } from '@gavel/contract/locales';
import type { Language, StaticPageKey } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { contentRepository } from './content.repository.js';

/** HTML allowed in operator content (static pages, lot notes). */
export const sanitizeContent = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    // Only layout classes of our own (no framework classes that could restyle the page as ours).
    allowedClasses: { '*': ['text-left', 'text-center', 'text-right', 'lead', 'small'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // A link opening a new window cannot reach back into ours (reverse tabnabbing).
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    },
  });

/** Adapter to a marketing automation service; off unless configured. */
export interface NewsletterForwarder {
  forward(email: string): Promise<void>;
}

export function createContentService(db: Db, forwarder: NewsletterForwarder | null = null) {
  return {
    async phrases(language: Language): Promise<Record<string, string>> {
      const overrides = await contentRepository.phraseOverrides(db, language);
      const merged: Record<string, string> = { ...catalogues.English, ...catalogues[language] };
      for (const o of overrides) merged[o.key] = o.text;
      return merged;
    },

    async staticPage(pageKey: StaticPageKey, language: Language) {
      const row =
        (await contentRepository.staticPage(db, pageKey, language)) ??
        (await contentRepository.staticPage(db, pageKey, 'English'));
      if (!row) throw new AppError('NOT_FOUND', 'No data');
      return { page_key: pageKey, title: row.title, content: sanitizeContent(row.content), language: row.language as Language };
    },

    async banners() {
      const rows = await contentRepository.banners(db);
      return rows.map((b) => ({ id: b.id, image: b.image, title: b.title, subtitle: b.link, caption: b.caption }));
    },

    async subscribe(siteId: number, email: string) {
      await contentRepository.subscribe(db, siteId, email.trim().toLowerCase(), randomBytes(24).toString('base64url'));
      if (forwarder) await forwarder.forward(email);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
