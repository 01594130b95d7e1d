import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors.js';
import { languages } from '../common.js';
import { catalogues, consoleCatalogues } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([
  ['buyer', catalogues],
  ['console', consoleCatalogues],
] as const)('%s language catalogues', (_name, catalogues) => {
  const english = catalogues.English;
  const keys = Object.keys(english).sort();

  it.each(languages)('%s has exactly the English keys, none empty', (language) => {
    const catalogue = catalogues[language];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it.each(languages)('%s keeps every interpolation placeholder', (language) => {
    for (const key of keys) expect(placeholders(catalogues[language][key]!), `${language} ${key}`).toEqual(placeholders(english[key]!));
  });

  it.each(languages.filter((l) => l !== 'English'))('%s is a translation, not a copy of English', (language) => {
    const same = keys.filter((k) => catalogues[language][k] === english[k]);
    // Brand name, numbers and a few true cognates ("Contact", "Menu", "Ok") may match.
    expect(same.length / Math.max(keys.length, 1)).toBeLessThan(0.1);
  });
});

it('translates every error code the API can send', () => {
  for (const code of errorCodes) expect(catalogues.English, code).toHaveProperty([`errors.${code}`]);
});
