// The other screens' text in one language (every JSON file but the first screen's, ./es.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/es/*.json',
    '!@locales/es/console*.json',
    '!@locales/es/common.json',
    '!@locales/es/currency.json',
    '!@locales/es/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
