// The other screens' text in one language (every JSON file but the first screen's, ./pt-PT.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/pt-PT/*.json',
    '!@locales/pt-PT/console*.json',
    '!@locales/pt-PT/common.json',
    '!@locales/pt-PT/currency.json',
    '!@locales/pt-PT/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
