import { describe, expect, it } from 'vitest';
import { fieldErrorCodes, fieldErrorMessages, languages, languageTags } from '@gavel/contract';
import { ApiError, fieldErrorText } from '../../../../lib/api-error';
import { bidErrorText } from './bid-errors';

// Every language's catalogue files, as the web bundles them (lib/i18n/bundles).
const files = import.meta.glob<Record<string, string>>('@locales/*/*.json', { import: 'default', eager: true });
const catalogueOf = (tag: string) =>
  Object.assign({}, ...Object.entries(files).filter(([path]) => path.includes(`/${tag}/`)).map(([, c]) => c)) as Record<string, string>;
const translator = (catalogue: Record<string, string>) => (key: string, options?: { defaultValue?: string }) => catalogue[key] ?? options?.defaultValue ?? key;

/** The API's answer to bidConfirm without wsprice (field-errors.ts in the contract). */
const missingAmount = () =>
  new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', 400, { wsprice: 'Enter Bid Amount' }, {}, { wsprice: 'ENTER_BID_AMOUNT' });

describe.each(languages.map((l) => [l, languageTags[l]] as const))('field error codes in %s', (_language, tag) => {
  const catalogue = catalogueOf(tag);
  const t = translator(catalogue);

  it('translates every field code', () => {
    for (const code of fieldErrorCodes) expect(catalogue[`fieldErrors.${code}`]?.trim(), code).toBeTruthy();
  });

  it('shows a missing bid amount as the spec\'s "Enter Bid Amount", in the words the bid form uses itself', () => {
    expect(fieldErrorText(t, missingAmount(), 'wsprice')).toBe(catalogue['bid.enterAmount']);
    expect(bidErrorText(missingAmount(), t, (c) => `$${c / 100}`)).toBe(catalogue['bid.enterAmount']);
  });
});

describe('field errors', () => {
  it('English is the contract\'s message of each code', () => {
    const t = translator(catalogueOf('en'));
    for (const code of fieldErrorCodes) expect(t(`fieldErrors.${code}`)).toBe(fieldErrorMessages[code]);
  });

  it('falls back to the API\'s message for a field without a code, and says nothing for a field without an error', () => {
    const err = new ApiError('VALIDATION_FAILED', '', 400, { note: 'Too long for a note' });
    expect(fieldErrorText((k) => k, err, 'note')).toBe('Too long for a note');
    expect(fieldErrorText((k) => k, err, 'other')).toBeUndefined();
  });
});
