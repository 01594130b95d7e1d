import type { Language } from '@gavel/contract';
import { tagOf } from './languages';

export type Catalogue = Record<string, string>;

/**
 * The bundled catalogues, one JSON file per area and language
 * (`<tag>/common.json`, `<tag>/lots.json`, ...), merged per language as the
 * contract's `catalogues` does. Every language loads on demand (its own chunks, fetched
 * before the first paint): English, the fallback of every key, always; another
 * language only when it is the current one. None of them is in the entry bundle.
 */
const files = import.meta.glob<Catalogue>(['@locales/*/*.json', '!@locales/*/console*.json'], { import: 'default' });
/** The operator console's text (`<tag>/console*.json`): loaded only when the console opens. */
const consoleFiles = import.meta.glob<Catalogue>('@locales/*/console*.json', { import: 'default' });

/** The bundled catalogue of a language, the fallback when the API's phrases cannot be read. */
export async function loadBundledCatalogue(language: Language): Promise<Catalogue> {
  const tag = tagOf(language);
  const loads = Object.entries(files)
    .filter(([file]) => file.includes(`/${tag}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Catalogue;
}

/** The console's catalogue of a language, English underneath (the fallback of every key). */
export async function loadConsoleCatalogue(language: Language): Promise<{ english: Catalogue; catalogue: Catalogue }> {
  const load = (tag: string) =>
    Promise.all(
      Object.entries(consoleFiles)
        .filter(([file]) => file.includes(`/${tag}/`))
        .map(([, read]) => read()),
    ).then((parts) => Object.assign({}, ...parts) as Catalogue);
  const tag = tagOf(language);
  const [english, catalogue] = await Promise.all([load('en'), tag === 'en' ? Promise.resolve(null) : load(tag)]);
  return { english, catalogue: catalogue ?? english };
}
