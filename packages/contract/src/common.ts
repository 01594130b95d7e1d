import { z } from 'zod';

/** The seven interface languages, named on the wire as the spec names them. */
export const languages = ['English', 'Mandarin', 'French', 'Spanish', 'Portugese', 'BrazilPortugese', 'German'] as const;
export const languageSchema = z.enum(languages);
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

export const successStatus = z.literal('success');

/** Money on the wire: integer minor units (cents). */
export const cents = z.number().int();

/** ISO-8601 timestamp string. */
export const isoDate = z.string();

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** A plain `{status, message}` answer. */
export const okResponse = z.object({ status: successStatus, message: z.string() });

/** Default time zone for the fixed European East display (spec 1 §9). */
export const defaultTimeZone = 'Europe/Bucharest';
