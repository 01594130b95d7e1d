// The other screens' text in one language (every JSON file but the first screen's, ./zh-CN.ts, and
// the console's), in one chunk loaded with the first screen other than the landing page.
const files = import.meta.glob<Record<string, string>>(
  [
    '@locales/zh-CN/*.json',
    '!@locales/zh-CN/console*.json',
    '!@locales/zh-CN/common.json',
    '!@locales/zh-CN/currency.json',
    '!@locales/zh-CN/field-errors.json',
  ],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
