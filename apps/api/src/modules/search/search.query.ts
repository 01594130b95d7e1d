import { completedSectionSizes, listfmtNames, type SearchFilter } from '@gavel/contract';
import type { GroupFilters, SearchSql, TextQuery } from './search.repository.js';

/** Most words of the search text used (the rest is ignored). */
export const maxSearchWords = 8;
/** Words this long or longer (with a letter) may be misspelt: they are looked up in the catalogue's dictionary. */
export const fuzzyMinLength = 4;
/** At most this many real words replace one misspelt word. */
const maxExpansions = 5;
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

/** The words of a search text that may be misspelt: long enough and with a letter (part numbers included). */
export function typoCandidates(text: string): string[] {
  return [...new Set(searchWords(text).filter((w) => w.length >= fuzzyMinLength && /\p{L}/u.test(w)))];
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and transpositions of two
 * neighbours each count one ("thinkpda" → "thinkpad" is one edit).
 */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[n]!;
}

/** Edits forgiven in a word of this length: one up to five letters, two from six. */
export const maxEdits = (length: number) => (length >= 6 ? 2 : 1);

/** Joined words ("hewlettpackard") are split after a real word of at least 3 letters, leaving at least this many. */
const minSplitRest = 2;

/**
 * Each misspelt word's nearest real words, from the dictionary's candidates (`searchRepository.dictionary`).
 * A word that is a real word, or the start of one, is left alone; otherwise the candidates within
 * `maxEdits` at the smallest distance (at most `maxExpansions`, alphabetical) replace nothing: they are
 * searched besides the word itself. A word with none that starts with a real word is taken as two
 * joined words: "hewlett packard" (a space: both words, each prefix-matched).
 */
export function chooseExpansions(words: string[], candidates: { word: string; term: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of words) {
    const terms = candidates.filter((c) => c.word === w).map((c) => c.term);
    if (terms.some((t) => t.startsWith(w))) continue;
    const scored = terms.map((t) => ({ t, d: editDistance(w, t) })).filter((x) => x.d <= maxEdits(w.length));
    if (scored.length) {
      const best = Math.min(...scored.map((x) => x.d));
      out.set(w, [...new Set(scored.filter((x) => x.d === best).map((x) => x.t))].sort().slice(0, maxExpansions));
      continue;
    }
    const splits = [...new Set(terms.filter((t) => w.startsWith(t) && w.length - t.length >= minSplitRest))]
      .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
      .slice(0, maxExpansions)
      .map((t) => `${t} ${w.slice(t.length)}`);
    if (splits.length) out.set(w, splits);
  }
  return out;
}

/** One word as a tsquery: itself prefix-matched, or any of its expansions (a split one: both its words). */
function wordQuery(w: string, expansions: Map<string, string[]>): string {
  const alt = expansions.get(w);
  const one = (x: string) => {
    const parts = x.split(' ').map((p) => `${p}:*`);
    return parts.length > 1 ? `(${parts.join(' & ')})` : parts[0]!;
  };
  return alt?.length ? `(${[w, ...alt].map(one).join(' | ')})` : `${w}:*`;
}

/** Every word (prefix-matched), where any two neighbours may also be one joined word. */
function allWords(words: string[], expansions: Map<string, string[]>, i = 0): string {
  if (i >= words.length) return '';
  const rest = allWords(words, expansions, i + 1);
  const one = wordQuery(words[i]!, expansions);
  const single = rest ? `${one} & ${rest}` : one;
  if (i + 1 >= words.length || words.length > maxJoinWords) return single;
  const restAfterPair = allWords(words, expansions, i + 2);
  const joined = `${words[i]}${words[i + 1]}:*`;
  return `((${single}) | (${restAfterPair ? `${joined} & ${restAfterPair}` : joined}))`;
}

/** The text part of a search: null when the text has no words. `expansions`: misspelt words' real words. */
export function textQuery(text: string, expansions: Map<string, string[]> = new Map()): TextQuery | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const joined = words.slice(0, -1).map((w, i) => `${w}${words[i + 1]}:*`);
  return {
    all: allWords(words, expansions),
    any: [...words.map((w) => wordQuery(w, expansions)), ...joined].join(' | '),
    tokens: words.map((w) => ({ tsquery: wordQuery(w, expansions) })),
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
  ctx: { countryNames: Map<number, string>; viewer: SearchSql['viewer']; now: Date; expansions?: Map<string, string[]> },
): SearchPlan {
  const text = textQuery(filter.searchbar, ctx.expansions);
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
