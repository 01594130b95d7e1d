import { completedSectionSizes, listfmtNames, type SearchFilter } from '@gavel/contract';
import type { GroupFilters, SearchSql, TextQuery } from './search.repository.js';

/** Most words of the search text used (the rest is ignored). */
export const maxSearchWords = 8;
/** Words this long or longer may also match by trigram similarity (misspellings). */
export const fuzzyMinLength = 4;
/** Adjacent words are also tried joined ("think pad" → "thinkpad") up to this many words. */
const maxJoinWords = 6;

/** Lower-case words of letters and digits: the only characters that reach a tsquery. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxSearchWords);
}

/** Every word (prefix-matched), where any two neighbours may also be one joined word. */
function allWords(words: string[], i = 0): string {
  if (i >= words.length) return '';
  const rest = allWords(words, i + 1);
  const single = rest ? `${words[i]}:* & ${rest}` : `${words[i]}:*`;
  if (i + 1 >= words.length || words.length > maxJoinWords) return single;
  const restAfterPair = allWords(words, i + 2);
  const joined = `${words[i]}${words[i + 1]}:*`;
  return `((${single}) | (${restAfterPair ? `${joined} & ${restAfterPair}` : joined}))`;
}

/** The text part of a search: null when the text has no words. */
export function textQuery(text: string): TextQuery | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const joined = words.slice(0, -1).map((w, i) => `${w}${words[i + 1]}:*`);
  return {
    all: allWords(words),
    any: [...words.map((w) => `${w}:*`), ...joined].join(' | '),
    tokens: words.map((w) => ({ tsquery: `${w}:*`, fuzzy: w.length >= fuzzyMinLength ? w : null })),
    raw: words.join(' '),
  };
}

/** The sort actually used: 0 (best match) when text is given and no sort was chosen; else the chosen one, default 3. */
export function effectiveSort(filter: Pick<SearchFilter, 'orderby' | 'searchbar'>, hasText: boolean): number {
  if (filter.orderby !== null) return filter.orderby;
  return hasText ? 0 : 3;
}

/** The wire filter's groups in database terms. Unknown country ids match nothing. */
export function groupFilters(filter: SearchFilter, countryNames: Map<number, string>): GroupFilters {
  const listfmt = [...new Set([...filter.listfmt, ...filter.listfmtnew])].map((c) => listfmtNames[c]!).filter(Boolean);
  return {
    category: filter.category,
    sub_category: filter.sub_category,
    condition: filter.condition,
    listfmt,
    lottype: filter.lottype,
    reglist: filter.reglist,
    countrylist: filter.countrylist.map((id) => countryNames.get(id) ?? `#unknown-country-${id}#`),
  };
}

export interface SearchPlan {
  main: SearchSql;
  completed: SearchSql;
  sort: number;
}

/** Turns a normalised filter into the SQL requests of the page and of the recently-closed section. */
export function planSearch(
  filter: SearchFilter,
  ctx: { countryNames: Map<number, string>; viewer: SearchSql['viewer']; now: Date },
): SearchPlan {
  const text = textQuery(filter.searchbar);
  const groups = groupFilters(filter, ctx.countryNames);
  const sort = effectiveSort(filter, text !== null);
  const completedMode = filter.type === 'completed';
  const comSize = completedMode ? completedSectionSizes.completedMode : completedSectionSizes.normal;
  const common = { text, groups, viewer: ctx.viewer, now: ctx.now };
  return {
    sort,
    main: { ...common, mode: completedMode ? 'closed' : 'open', sort, limit: filter.sh_limit, offset: (filter.page - 1) * filter.sh_limit },
    completed: { ...common, mode: 'closed', sort: 5, limit: comSize, offset: (filter.pagecom - 1) * comSize },
  };
}
