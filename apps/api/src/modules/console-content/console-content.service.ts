import { catalogues } from '@gavel/contract/locales';
import { consoleContent, languages, staticPageKeys, type Language, type StaticPageKey } from '@gavel/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/http/route.js';
import type { Logger } from '../../platform/logger.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditLog } from '../audit/index.js';
import { sanitizeContent } from '../content/index.js';
import { BANNER_FOLDER, prepareBannerImage } from './banner-image.js';
import type { ConsoleContentRepository } from './console-content.repository.js';
import { presentBanner, presentPage, presentPhraseRow } from './console-content.presenter.js';

/** Who acts (audited with each change). */
export interface Actor {
  actorId: number;
  ip?: string;
}

type BannerFields = z.output<typeof consoleContent.bannerFields>;
type BannerChanges = z.output<typeof consoleContent.bannerChanges>;

const invalid = (field: string, code: string) => new AppError('VALIDATION_FAILED', undefined, { fields: { [field]: code } });

/**
 * Static pages, banners and phrase overrides as operators edit them. Every change is
 * written with its audit entry in one transaction; buyers read the same rows through
 * modules/content on their next request (no cache in between: API answers are no-store).
 */
export function createConsoleContentService(deps: { db: Db; repo: ConsoleContentRepository; audit: AuditLog; files: FileStore; logger: () => Logger }) {
  const { db, repo, audit, files } = deps;
  /** A picture no row points at any more; a failure leaves only a stray file. */
  const removeImage = (name: string) =>
    files.remove(BANNER_FOLDER, name).catch((err: unknown) => deps.logger().warn({ err, name }, 'banner image not removed'));

  return {
    // ---------------------------------------------------------- static pages
    async listPages() {
      const rows = await repo.pageVersions(db);
      return staticPageKeys.map((page_key) => ({
        page_key,
        versions: rows
          .filter((r) => r.pageKey === page_key && (languages as readonly string[]).includes(r.language))
          .map((r) => ({ language: r.language as Language, title: r.title, updated_at: r.updatedAt.toISOString() })),
      }));
    },

    async page(pageKey: StaticPageKey, language: Language) {
      return presentPage(pageKey, language, await repo.page(db, pageKey, language));
    },

    async savePage(pageKey: StaticPageKey, language: Language, input: { title: string; content: string }, by: Actor) {
      const content = sanitizeContent(input.content);
      const saved = await db.transaction(async (tx) => {
        const before = await repo.page(tx, pageKey, language, true);
        const row = await repo.upsertPage(tx, { pageKey, language, title: input.title, content });
        await audit.record(tx, {
          ...by,
          action: 'content.savePage',
          entity: 'static_page',
          entityId: `${pageKey}/${language}`,
          before: before && { title: before.title, content: before.content },
          after: { title: row.title, content: row.content },
        });
        return row;
      });
      return presentPage(pageKey, language, saved);
    },

    /** English is every other language's fallback: it can be rewritten, never removed. */
    async deletePage(pageKey: StaticPageKey, language: Language, by: Actor) {
      if (language === 'English') throw invalid('language', 'ENGLISH_REQUIRED');
      await db.transaction(async (tx) => {
        const before = await repo.page(tx, pageKey, language, true);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.deletePage(tx, pageKey, language);
        await audit.record(tx, {
          ...by,
          action: 'content.deletePage',
          entity: 'static_page',
          entityId: `${pageKey}/${language}`,
          before: { title: before.title, content: before.content },
          after: null,
        });
      });
    },

    previewPage: (html: string) => sanitizeContent(html),

    // ---------------------------------------------------------- banners
    async banners() {
      return (await repo.banners(db)).map(presentBanner);
    },

    async createBanner(fields: BannerFields, uploaded: UploadedFile[], by: Actor) {
      const image = await prepareBannerImage(uploaded);
      await files.put(BANNER_FOLDER, image.name, image.data);
      try {
        const row = await db.transaction(async (tx) => {
          const all = await repo.banners(tx, true);
          if (all.length >= consoleContent.bannerRules.maxBanners) throw invalid('image', 'TOO_MANY_BANNERS');
          const last = all.reduce((m, b) => Math.max(m, b.sortOrder), 0);
          const created = await repo.insertBanner(tx, { image: image.name, ...fields, sortOrder: last + 1 });
          await audit.record(tx, { ...by, action: 'content.createBanner', entity: 'banner', entityId: created.id, before: null, after: presentBanner(created) });
          return created;
        });
        return presentBanner(row);
      } catch (err) {
        await removeImage(image.name);
        throw err;
      }
    },

    async updateBanner(id: number, fields: BannerChanges, by: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.banner(tx, id, true);
        if (!before) throw new AppError('NOT_FOUND');
        const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        if (Object.keys(set).length === 0) return before;
        const after = await repo.updateBanner(tx, id, set);
        await audit.record(tx, { ...by, action: 'content.updateBanner', entity: 'banner', entityId: id, before: presentBanner(before), after: presentBanner(after) });
        return after;
      });
      return presentBanner(row);
    },

    async replaceBannerImage(id: number, uploaded: UploadedFile[], by: Actor) {
      if (!(await repo.banner(db, id))) throw new AppError('NOT_FOUND');
      const image = await prepareBannerImage(uploaded);
      await files.put(BANNER_FOLDER, image.name, image.data);
      let previous: string;
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const before = await repo.banner(tx, id, true);
          if (!before) throw new AppError('NOT_FOUND');
          previous = before.image;
          const after = await repo.updateBanner(tx, id, { image: image.name });
          await audit.record(tx, { ...by, action: 'content.replaceBannerImage', entity: 'banner', entityId: id, before: { image: before.image }, after: { image: after.image } });
          return after;
        });
      } catch (err) {
        await removeImage(image.name);
        throw err;
      }
      await removeImage(previous!);
      return presentBanner(row);
    },

    /** `ids` must name every banner exactly once (a stale list is refused rather than half-applied). */
    async reorderBanners(ids: number[], by: Actor) {
      const rows = await db.transaction(async (tx) => {
        const all = await repo.banners(tx, true);
        const known = new Set(all.map((b) => b.id));
        if (ids.length !== all.length || !ids.every((id) => known.has(id))) throw invalid('ids', 'ORDER_MISMATCH');
        for (const [i, id] of ids.entries()) await repo.updateBanner(tx, id, { sortOrder: i + 1 });
        await audit.record(tx, { ...by, action: 'content.reorderBanners', entity: 'banner', entityId: 'order', before: all.map((b) => b.id), after: ids });
        return repo.banners(tx);
      });
      return rows.map(presentBanner);
    },

    async deleteBanner(id: number, by: Actor) {
      const image = await db.transaction(async (tx) => {
        const before = await repo.banner(tx, id, true);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.deleteBanner(tx, id);
        await audit.record(tx, { ...by, action: 'content.deleteBanner', entity: 'banner', entityId: id, before: presentBanner(before), after: null });
        return before.image;
      });
      await removeImage(image);
    },

    // ---------------------------------------------------------- phrases
    /** Keys of the buyer-facing catalogues (the console's own text is not overridable), searched by key or text in any language. */
    async phrases(q: string, overriddenOnly: boolean, page: number) {
      const overrides = await repo.allOverrides(db);
      const byKey = new Map<string, typeof overrides>();
      for (const o of overrides) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
      const needle = q.toLowerCase();
      const keys = Object.keys(catalogues.English)
        .sort()
        .filter((key) => {
          if (overriddenOnly && !byKey.has(key)) return false;
          if (!needle) return true;
          if (key.toLowerCase().includes(needle)) return true;
          if (languages.some((l) => catalogues[l][key]?.toLowerCase().includes(needle))) return true;
          return (byKey.get(key) ?? []).some((o) => o.text.toLowerCase().includes(needle));
        });
      const per = consoleContent.phrasePageSize;
      const rows = keys.slice((page - 1) * per, page * per).map((key) => presentPhraseRow(key, byKey.get(key) ?? []));
      return { rows, total: keys.length, per_page: per };
    },

    async setPhrase(language: Language, key: string, text: string | null, by: Actor) {
      if (!(key in catalogues.English)) throw invalid('key', 'KEY_UNKNOWN');
      await db.transaction(async (tx) => {
        const before = (await repo.overridesOf(tx, key)).find((o) => o.language === language)?.text ?? null;
        if (text === null) await repo.clearOverride(tx, language, key);
        else await repo.setOverride(tx, language, key, text);
        await audit.record(tx, { ...by, action: 'content.setPhrase', entity: 'phrase', entityId: `${language}/${key}`, before: { text: before }, after: { text } });
      });
      return presentPhraseRow(key, await repo.overridesOf(db, key));
    },
  };
}
export type ConsoleContentService = ReturnType<typeof createConsoleContentService>;
