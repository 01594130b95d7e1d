import type { Language } from '@gavel/contract';
import { tagOf } from './languages';

export type Catalogue = Record<string, string>;

/**
 * The bundled catalogues, one JSON file per area and language
 * (`<tag>/common.json`, `<tag>/lots.json`, ...), merged per language as the
 * contract's `catalogues` does. English ships with the app (the fallback of
 * every key); the other languages load on demand, so only the current one is
 * downloaded.
 */
const englishFiles = import.meta.glob<Catalogue>('@locales/en/*.json', { import: 'default', eager: true });
const otherFiles = import.meta.glob<Catalogue>(['@locales/*/*.json', '!@locales/en/*.json'], { import: 'default' });

export const englishCatalogue: Catalogue = Object.assign({}, ...Object.values(englishFiles)) as Catalogue;

/** The bundled catalogue of a language, the fallback when the API's phrases cannot be read. */
export async function loadBundledCatalogue(language: Language): Promise<Catalogue> {
  const tag = tagOf(language);
  if (tag === 'en') return englishCatalogue;
  const loads = Object.entries(otherFiles)
    .filter(([file]) => file.includes(`/${tag}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Catalogue;
}
