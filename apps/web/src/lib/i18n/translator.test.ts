import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator();
  i18n.add('en', { hello: 'Hello {{name}}', 'bids.count_one': '{{count}} bid', 'bids.count_other': '{{count}} bids', 'bids.count_zero': 'No bids', only: 'English only' }, { overwrite: false });
  i18n.add('de', { hello: 'Hallo {{ name }}', 'bids.count_one': '{{count}} Gebot', 'bids.count_other': '{{count}} Gebote' }, { overwrite: false });
  i18n.add('zh-CN', { 'bids.count_other': '{{count}} 次出价' }, { overwrite: false });
  i18n.add('pl', { 'bids.count_one': '{{count}} oferta', 'bids.count_few': '{{count}} oferty', 'bids.count_many': '{{count}} ofert' }, { overwrite: false });
  return i18n;
}

describe('translator', () => {
  it('interpolates in the current language, falls back to English key by key, then to the default or the key', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Hello Ada');
    i18n.changeLanguage('de');
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(i18n.t('only')).toBe('English only');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('missing.key', { defaultValue: 'Fee {{n}}', n: 3 })).toBe('Fee 3');
    expect(i18n.t('hello')).toBe('Hallo ');
  });

  it('chooses the plural form by the language rules, with key_zero for nothing where given', () => {
    const i18n = translator();
    expect([0, 1, 2].map((count) => i18n.t('bids.count', { count }))).toEqual(['No bids', '1 bid', '2 bids']);
    i18n.changeLanguage('de');
    // German has no _zero: its _other, not English's _zero.
    expect([0, 1, 5].map((count) => i18n.t('bids.count', { count }))).toEqual(['0 Gebote', '1 Gebot', '5 Gebote']);
    i18n.changeLanguage('zh-CN');
    expect(i18n.t('bids.count', { count: 1 })).toBe('1 次出价');
    i18n.changeLanguage('pl');
    expect([1, 3, 5, 22].map((count) => i18n.t('bids.count', { count }))).toEqual(['1 oferta', '3 oferty', '5 ofert', '22 oferty']);
  });

  it('keeps phrases already there unless told to overwrite (operator overrides win over the bundle)', () => {
    const i18n = translator();
    i18n.add('en', { hello: 'Welcome {{name}}' }, { overwrite: true });
    i18n.add('en', { hello: 'bundled', extra: 'new' }, { overwrite: false });
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Welcome Ada');
    expect(i18n.t('extra')).toBe('new');
  });

  it('tells subscribers of every change and gives a new t each time (memoised text follows the language)', () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const first = i18n.t;
    const version = i18n.getVersion();
    i18n.changeLanguage('de');
    i18n.changeLanguage('de'); // no change
    i18n.add('de', { x: 'y' }, { overwrite: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.getVersion()).toBe(version + 2);
    expect(i18n.t).not.toBe(first);
    // The same words again (the API's phrases are usually the bundle's): nothing re-renders.
    const current = i18n.t;
    i18n.add('de', { x: 'y', hello: 'Hallo {{ name }}' }, { overwrite: true });
    i18n.add('en', { hello: 'other', only: 'other' }, { overwrite: false });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.t).toBe(current);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
