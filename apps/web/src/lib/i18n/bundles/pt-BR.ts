// The first screen's text in one language (the shell: header, nav, landing page, footer, errors),
// in one chunk; the other screens' text is in ./pt-BR.screens.ts (see ../catalogues.ts).
const files = import.meta.glob<Record<string, string>>(
  ['@locales/pt-BR/common.json', '@locales/pt-BR/currency.json', '@locales/pt-BR/field-errors.json'],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
/** The other screens' text (its loader lives here, not in the first page's code: i18n/catalogues.ts). */
export const screens = () => import('./pt-BR.screens').then((m) => m.default);
