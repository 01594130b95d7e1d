import type { Language } from '@gavel/contract';
import english from '@locales/en/common.json';
import { tagOf } from './languages';

export type Catalogue = Record<string, string>;

/** English ships with the app (the fallback of every key); the others load on demand. */
export const englishCatalogue: Catalogue = english;

const loaders = import.meta.glob<Catalogue>(['@locales/*/common.json', '!@locales/en/common.json'], { import: 'default' });

/** The bundled catalogue of a language, the fallback when the API's phrases cannot be read. */
export async function loadBundledCatalogue(language: Language): Promise<Catalogue> {
  const tag = tagOf(language);
  if (tag === 'en') return englishCatalogue;
  const load = Object.entries(loaders).find(([file]) => file.endsWith(`/${tag}/common.json`))?.[1];
  return load ? load() : {};
}
