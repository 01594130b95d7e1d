import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { catalogues } from '@gavel/contract/locales';
import type { Language, StaticPageKey } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { ContentRepository } from './content.repository.js';

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

export interface ContentDeps {
  db: Db;
  repo: ContentRepository;
  /** Forwards new subscribers to a marketing service; null when none is configured. */
  forwarder?: NewsletterForwarder | null;
  /** Random token for a subscription's unsubscribe link. */
  token?: () => string;
}

export function createContentService({ db, repo, forwarder = null, token = () => randomBytes(24).toString('base64url') }: ContentDeps) {
  /** A static page in the language asked for, English behind it. */
  const findPage = async (pageKey: StaticPageKey, language: Language) =>
    (await repo.staticPage(db, pageKey, language)) ?? (language === 'English' ? null : await repo.staticPage(db, pageKey, 'English'));

  return {
    async phrases(language: Language): Promise<Record<string, string>> {
      const overrides = await repo.phraseOverrides(db, language);
      const merged: Record<string, string> = { ...catalogues.English, ...catalogues[language] };
      for (const o of overrides) merged[o.key] = o.text;
      return merged;
    },

    async staticPage(pageKey: StaticPageKey, language: Language) {
      const row = await findPage(pageKey, language);
      if (!row) throw new AppError('NOT_FOUND', 'No data');
      return { page_key: pageKey, title: row.title, content: sanitizeContent(row.content), language: row.language as Language };
    },

    /** A page's sanitised HTML (English when the language has none), or null when it has none or is blank. */
    async pageHtml(pageKey: StaticPageKey, language: Language): Promise<string | null> {
      const row = await findPage(pageKey, language);
      return row && row.content.trim() ? sanitizeContent(row.content) : null;
    },

    async banners() {
      const rows = await repo.banners(db);
      return rows.map((b) => ({ id: b.id, image: b.image, title: b.title, subtitle: b.link, caption: b.caption }));
    },

    async subscribe(siteId: number, email: string) {
      await repo.subscribe(db, siteId, email.trim().toLowerCase(), token());
      if (forwarder) await forwarder.forward(email);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
