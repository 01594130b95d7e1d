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

  it('takes a word with no near word that starts with a real word as two joined words', () => {
    const cands = [
      { word: 'hewlettpackard', term: 'hewlett' },
      { word: 'hewlettpackard', term: 'hew' },
      { word: 'dellxyz', term: 'dell' },
      { word: 'lenovox', term: 'lenovo' },
    ];
    const out = chooseExpansions(['hewlettpackard', 'dellxyz', 'lenovox'], cands);
    // Longest first word first.
    expect(out.get('hewlettpackard')).toEqual(['hewlett packard', 'hew lettpackard']);
    expect(out.get('dellxyz')).toEqual(['dell xyz']);
    // A near word wins over a split ("lenovox" is one edit from "lenovo").
    expect(out.get('lenovox')).toEqual(['lenovo']);
    expect(textQuery('hewlettpackard', new Map([['hewlettpackard', ['hewlett packard']]]))!.tokens[0]!.tsquery).toBe(
      '(hewlettpackard:* | (hewlett:* & packard:*))',
    );
  });

  it('searches the word or any of its expansions, in every part of the query', () => {
    const q = textQuery('lenvo t480', new Map([['lenvo', ['lenovo']]]))!;
    expect(q.tokens.map((t) => t.tsquery)).toEqual(['(lenvo:* | lenovo:*)', 't480:*']);
    expect(q.all).toContain('(lenvo:* | lenovo:*) & t480:*');
    expect(q.any).toContain('(lenvo:* | lenovo:*)');
  });
});
