import type { Language } from '@gavel/contract';
import { tagOf } from './languages';

export type Catalogue = Record<string, string>;

/**
 * The bundled catalogues, one JSON file per area and language
 * (`<tag>/common.json`, `<tag>/lots.json`, ...), merged per language as the
 * contract's `catalogues` does, in two chunks per language: the first screen's text
 * (`bundles/<tag>.ts`: `common`, `currency`, `field-errors`: the shell, the landing page, the
 * footer) and the other screens' (`bundles/<tag>.screens.ts`). English, the fallback of every key,
 * always loads; another language only when it is the current one. The first screen's part loads
 * before the first paint; the screens' part with the first screen other than the landing page
 * (i18n.ts). None of them is in the entry bundle. The API's phrases (every key, operator
 * overrides) arrive beside them on every page's first call: the bundles are the fallback.
 */
// One file per language (`import.meta.glob` takes only literal patterns), so the first page carries
// a table of seven loaders instead of one per JSON file and language; each first part holds the
// loader of its screens' part.
const bundles = import.meta.glob<{ default: Catalogue; screens: () => Promise<Catalogue> }>([
  './bundles/*.ts',
  '!./bundles/*.console.ts',
  '!./bundles/*.screens.ts',
]);
/** The operator console's text (`bundles/<tag>.console.ts`): loaded only when the console opens. */
const consoleBundles = import.meta.glob<Catalogue>('./bundles/*.console.ts', { import: 'default' });

/** The first screen's bundled text in a language (the shell, the landing page, the footer). */
export async function loadFirstScreenCatalogue(language: Language): Promise<Catalogue> {
  return (await bundles[`./bundles/${tagOf(language)}.ts`]!()).default;
}

/** The other screens' bundled text in a language. */
export async function loadScreensCatalogue(language: Language): Promise<Catalogue> {
  return (await bundles[`./bundles/${tagOf(language)}.ts`]!()).screens();
}

/** The whole bundled catalogue of a language (but the console's), the fallback when the API's phrases cannot be read. */
export async function loadBundledCatalogue(language: Language): Promise<Catalogue> {
  const [first, screens] = await Promise.all([loadFirstScreenCatalogue(language), loadScreensCatalogue(language)]);
  return { ...first, ...screens };
}

/** The console's catalogue of a language, English underneath (the fallback of every key). */
export async function loadConsoleCatalogue(language: Language): Promise<{ english: Catalogue; catalogue: Catalogue }> {
  const load = (tag: string) => consoleBundles[`./bundles/${tag}.console.ts`]!();
  const tag = tagOf(language);
  const [english, catalogue] = await Promise.all([load('en'), tag === 'en' ? Promise.resolve(null) : load(tag)]);
  return { english, catalogue: catalogue ?? english };
}
