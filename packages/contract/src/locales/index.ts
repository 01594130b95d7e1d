import type { Language } from '../common.js';
import en from './en/common.json' with { type: 'json' };
import enLots from './en/lots.json' with { type: 'json' };
import enAccess from './en/access.json' with { type: 'json' };
import zh from './zh-CN/common.json' with { type: 'json' };
import zhLots from './zh-CN/lots.json' with { type: 'json' };
import zhAccess from './zh-CN/access.json' with { type: 'json' };
import fr from './fr/common.json' with { type: 'json' };
import frLots from './fr/lots.json' with { type: 'json' };
import frAccess from './fr/access.json' with { type: 'json' };
import es from './es/common.json' with { type: 'json' };
import esLots from './es/lots.json' with { type: 'json' };
import esAccess from './es/access.json' with { type: 'json' };
import pt from './pt-PT/common.json' with { type: 'json' };
import ptLots from './pt-PT/lots.json' with { type: 'json' };
import ptAccess from './pt-PT/access.json' with { type: 'json' };
import ptBR from './pt-BR/common.json' with { type: 'json' };
import ptBRLots from './pt-BR/lots.json' with { type: 'json' };
import ptBRAccess from './pt-BR/access.json' with { type: 'json' };
import de from './de/common.json' with { type: 'json' };
import deLots from './de/lots.json' with { type: 'json' };
import deAccess from './de/access.json' with { type: 'json' };

export type Catalogue = Record<string, string>;

/**
 * The bundled interface text of each language: flat `key → text` maps, one file per
 * area (`common.json` for the shell, `lots.json` for lot pages and bidding). The web
 * app ships them as fallbacks; the API serves them (with operator overrides)
 * from getLangPhrases and uses them to render emails.
 */
export const catalogues: Record<Language, Catalogue> = {
  English: { ...en, ...enLots, ...enAccess },
  Mandarin: { ...zh, ...zhLots, ...zhAccess },
  French: { ...fr, ...frLots, ...frAccess },
  Spanish: { ...es, ...esLots, ...esAccess },
  Portugese: { ...pt, ...ptLots, ...ptAccess },
  BrazilPortugese: { ...ptBR, ...ptBRLots, ...ptBRAccess },
  German: { ...de, ...deLots, ...deAccess },
};
