// The other screens' text in one language (every JSON file but the first screen's, ./en.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/en/*.json',
    '!@locales/en/console*.json',
    '!@locales/en/common.json',
    '!@locales/en/currency.json',
    '!@locales/en/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
