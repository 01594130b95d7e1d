import { describe, expect, it } from 'vitest';
import { chooseExpansions, editDistance, textQuery, typoCandidates } from './search.query.js';

describe('search text: typo tolerance', () => {
  it('counts insertions, deletions, substitutions and neighbour transpositions as one edit each', () => {
    expect(editDistance('lenvo', 'lenovo')).toBe(1);
    expect(editDistance('thinkpda', 'thinkpad')).toBe(1);
    expect(editDistance('dlel', 'dell')).toBe(1);
    expect(editDistance('elitebonk', 'elitebook')).toBe(1);
    expect(editDistance('elitbok', 'elitebook')).toBe(2);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('looks up only words long enough and with a letter', () => {
    expect(typoCandidates('HP e7450 7490 lenvo Lenvo')).toEqual(['e7450', 'lenvo']);
  });

  it('expands a misspelt word to its nearest real words, leaving real words and their starts alone', () => {
    const cands = [
      { word: 'lenvo', term: 'lenovo' },
      { word: 'lenvo', term: 'levo' },
      { word: 'lenvo', term: 'lenses' },
      { word: 'think', term: 'thinkpad' },
      { word: 'lattitude', term: 'latitude' },
      { word: 'lattitude', term: 'altitude' },
      { word: 'dlel', term: 'dual' },
      { word: 'qwerty', term: 'query' },
    ];
    const out = chooseExpansions(['lenvo', 'think', 'lattitude', 'dlel', 'qwerty'], cands);
    expect(out.get('lenvo')).toEqual(['lenovo', 'levo']);
    expect(out.has('think')).toBe(false);
    expect(out.get('lattitude')).toEqual(['latitude']);
    // Short words forgive one edit only; "dual" is two away.
    expect(out.has('dlel')).toBe(false);
    expect(out.get('qwerty')).toEqual(['query']);
  });

  it('searches the word or any of its expansions, in every part of the query', () => {
    const q = textQuery('lenvo t480', new Map([['lenvo', ['lenovo']]]))!;
    expect(q.tokens.map((t) => t.tsquery)).toEqual(['(lenvo:* | lenovo:*)', 't480:*']);
    expect(q.all).toContain('(lenvo:* | lenovo:*) & t480:*');
    expect(q.any).toContain('(lenvo:* | lenovo:*)');
  });
});
