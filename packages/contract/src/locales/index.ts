import type { Language } from '../common.js';
import en from './en/common.json' with { type: 'json' };
import zh from './zh-CN/common.json' with { type: 'json' };
import fr from './fr/common.json' with { type: 'json' };
import es from './es/common.json' with { type: 'json' };
import pt from './pt-PT/common.json' with { type: 'json' };
import ptBR from './pt-BR/common.json' with { type: 'json' };
import de from './de/common.json' with { type: 'json' };

export type Catalogue = Record<string, string>;

/**
 * The bundled interface text of each language: flat `key → text` maps. The web
 * app ships them as fallbacks; the API serves them (with operator overrides)
 * from getLangPhrases and uses them to render emails.
 */
export const catalogues: Record<Language, Catalogue> = {
  English: en,
  Mandarin: zh,
  French: fr,
  Spanish: es,
  Portugese: pt,
  BrazilPortugese: ptBR,
  German: de,
};
