// The first screen's text in one language (the shell: header, nav, landing page, footer, errors),
// in one chunk; the other screens' text is in ./de.screens.ts (see ../catalogues.ts).
const files = import.meta.glob<Record<string, string>>(
  ['@locales/de/common.json', '@locales/de/currency.json', '@locales/de/field-errors.json'],
  { import: 'default', eager: true },
);
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
/** The other screens' text (its loader lives here, not in the first page's code: i18n/catalogues.ts). */
export const screens = () => import('./de.screens').then((m) => m.default);
