/** Pieces every first screen the API renders shares (`first-paint.ts`, `search-first-paint.ts`). */

/** Text for HTML (element content and quoted attribute values). */
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills a phrase's `{{name}}` slots (i18next's syntax). */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k] ?? ''));

const logo = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="currentColor"/><g transform="rotate(-45 15 15)"><rect x="8" y="5" width="14" height="6" rx="1.5" fill="#e07b16"/><rect x="13.5" y="11" width="3" height="14" rx="1.5" fill="#ffffff"/></g><rect x="4.5" y="24" width="12" height="3.5" rx="1.5" fill="#ffffff"/></svg>`;

export interface FirstBanner {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  caption: string;
}

/** The header bar and the nav strip as the app draws them before its controls load, then `<main>`. */
export const shellTop = (t: (key: string) => string) =>
  `<div class="fp">` +
  `<header class="fp-header"><div class="fp-bar"><a class="fp-logo" href="/" aria-label="${esc(t('header.home'))}">${logo}<span>${esc(t('app.name'))}</span></a></div></header>` +
  `<div class="fp-nav"></div>` +
  `<main class="fp-main">`;
