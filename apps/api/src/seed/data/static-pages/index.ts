import type { Language } from '@gavel/contract';
import type { StaticPageSet } from './types.js';
import { en } from './en.js';
import { zh } from './zh.js';
import { fr } from './fr.js';
import { es } from './es.js';
import { pt } from './pt.js';
import { ptBr } from './pt-br.js';
import { de } from './de.js';

/** The static pages in every interface language (spec 1 §1: all seven). */
export const staticPages: Record<Language, StaticPageSet> = {
  English: en,
  Mandarin: zh,
  French: fr,
  Spanish: es,
  Portugese: pt,
  BrazilPortugese: ptBr,
  German: de,
};
