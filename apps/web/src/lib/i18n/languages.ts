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
/**
 * The language also goes into a cookie: the API renders the landing page's first screen in it
 * (`apps/api/src/modules/seo/first-paint.ts`) before any script runs.
 */
export function rememberLanguageCookie(language: Language) {
  try {
    document.cookie = `gavel_lang=${encodeURIComponent(tagOf(language))}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    /* cookies disabled: the first screen is rendered in English and the app switches */
  }
}
export const rememberLanguage = (language: Language) => {
  storage.set(storageKeys.language, language);
  rememberLanguageCookie(language);
};
