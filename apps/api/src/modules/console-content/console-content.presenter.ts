import { catalogues } from '@gavel/contract/locales';
import { languages, type ConsoleBanner, type EditablePage, type Language, type PhraseRow, type StaticPageKey } from '@gavel/contract';
import type { BannerRow, PageRow } from './console-content.repository.js';

export const presentBanner = (b: BannerRow): ConsoleBanner => ({
  id: b.id,
  image: b.image,
  title: b.title,
  caption: b.caption,
  link: b.link,
  enabled: b.enabled,
  sort_order: b.sortOrder,
});

/** A page as the editor opens it; a language without its own version opens empty. */
export const presentPage = (pageKey: StaticPageKey, language: Language, row: PageRow | null): EditablePage => ({
  page_key: pageKey,
  language,
  exists: row !== null,
  title: row?.title ?? '',
  content: row?.content ?? '',
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** One key: the bundled text of every language (English where a language lacks it) and the overrides. */
export function presentPhraseRow(key: string, overrides: { language: string; text: string }[]): PhraseRow {
  const bundled = {} as Record<Language, string>;
  for (const l of languages) bundled[l] = catalogues[l][key] ?? catalogues.English[key] ?? '';
  const set: PhraseRow['overrides'] = {};
  for (const o of overrides) if ((languages as readonly string[]).includes(o.language)) set[o.language as Language] = o.text;
  return { key, bundled, overrides: set };
}
