import type { Language } from '@gavel/contract';
import type { StaticPageSet } from './types.js';
import en from './en.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ptBr from './pt-br.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };

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
