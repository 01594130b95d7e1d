// The other screens' text in one language (every JSON file but the first screen's, ./pt-BR.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/pt-BR/*.json',
    '!@locales/pt-BR/console*.json',
    '!@locales/pt-BR/common.json',
    '!@locales/pt-BR/currency.json',
    '!@locales/pt-BR/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
