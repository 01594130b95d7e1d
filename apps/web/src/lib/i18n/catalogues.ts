import type { Language } from '@gavel/contract';
import { tagOf } from './languages';

export type Catalogue = Record<string, string>;

/**
 * The bundled catalogues, one JSON file per area and language
 * (`<tag>/common.json`, `<tag>/lots.json`, ...), merged per language as the
 * contract's `catalogues` does (`bundles/<tag>.ts`, one chunk each). Every language loads on
 * demand, before the first paint: English, the fallback of every key, always; another
 * language only when it is the current one. None of them is in the entry bundle.
 */
// One file per language (`import.meta.glob` takes only literal patterns), so the first page
// carries a table of seven loaders instead of one per JSON file and language.
const bundles = import.meta.glob<Catalogue>(['./bundles/*.ts', '!./bundles/*.console.ts'], { import: 'default' });
/** The operator console's text (`bundles/<tag>.console.ts`): loaded only when the console opens. */
const consoleBundles = import.meta.glob<Catalogue>('./bundles/*.console.ts', { import: 'default' });

/** The bundled catalogue of a language, the fallback when the API's phrases cannot be read. */
export async function loadBundledCatalogue(language: Language): Promise<Catalogue> {
  return bundles[`./bundles/${tagOf(language)}.ts`]!();
}

/** The console's catalogue of a language, English underneath (the fallback of every key). */
export async function loadConsoleCatalogue(language: Language): Promise<{ english: Catalogue; catalogue: Catalogue }> {
  const load = (tag: string) => consoleBundles[`./bundles/${tag}.console.ts`]!();
  const tag = tagOf(language);
  const [english, catalogue] = await Promise.all([load('en'), tag === 'en' ? Promise.resolve(null) : load(tag)]);
  return { english, catalogue: catalogue ?? english };
}
