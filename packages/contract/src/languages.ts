// Plain constants without zod: the web's first page imports this module directly
// (`@gavel/contract/languages`); common.ts re-exports it for everyone else.

/** The seven interface languages, named on the wire as the spec names them. */
export const languages = ['English', 'Mandarin', 'French', 'Spanish', 'Portugese', 'BrazilPortugese', 'German'] as const;
export type Language = (typeof languages)[number];

/** BCP-47 tag for each wire language (html lang, Intl formatting, i18next). */
export const languageTags: Record<Language, string> = {
  English: 'en',
  Mandarin: 'zh-CN',
  French: 'fr',
  Spanish: 'es',
  Portugese: 'pt-PT',
  BrazilPortugese: 'pt-BR',
  German: 'de',
};
/** The language's own name, for the language menu. */
export const languageNativeNames: Record<Language, string> = {
  English: 'English',
  Mandarin: '中文',
  French: 'Français',
  Spanish: 'Español',
  Portugese: 'Português',
  BrazilPortugese: 'Português (Brasil)',
  German: 'Deutsch',
};

/** Default time zone for the fixed European East display (spec 1 §9). */
export const defaultTimeZone = 'Europe/Bucharest';
