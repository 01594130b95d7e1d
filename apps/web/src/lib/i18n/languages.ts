import { languages, languageTags, type Language } from '@gavel/contract/languages';
import { storage, storageKeys } from '../storage';

export const defaultLanguage: Language = 'English';

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (languages as readonly string[]).includes(v);

export const tagOf = (language: Language): string => languageTags[language];
export const languageOfTag = (tag: string | undefined): Language =>
  languages.find((l) => languageTags[l] === tag) ?? defaultLanguage;

/** The language the visitor chose last time (localStorage), English otherwise. */
export function storedLanguage(): Language | null {
  const v = storage.get(storageKeys.language);
  return isLanguage(v) ? v : null;
}
export const rememberLanguage = (language: Language) => storage.set(storageKeys.language, language);
