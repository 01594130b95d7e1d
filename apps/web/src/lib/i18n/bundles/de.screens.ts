// The other screens' text in one language (every JSON file but the first screen's, ./de.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/de/*.json',
    '!@locales/de/console*.json',
    '!@locales/de/common.json',
    '!@locales/de/currency.json',
    '!@locales/de/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
