// The other screens' text in one language (every JSON file but the first screen's, ./fr.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/fr/*.json',
    '!@locales/fr/console*.json',
    '!@locales/fr/common.json',
    '!@locales/fr/currency.json',
    '!@locales/fr/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
