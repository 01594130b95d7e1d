const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Operators often start a page with a heading equal to its title; the screen
 * already shows the title as its h1, so that first heading would repeat it.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const t = title.trim();
  if (!t) return html;
  const leading = new RegExp(`^\\s*<h([1-3])[^>]*>\\s*${escapeRegExp(t)}\\s*</h\\1>`, 'i');
  return html.replace(leading, '');
}
