/** Operator HTML → its plain text (for truncating a description), without running any of it. */
export function htmlToText(html: string): string {
  if (!html) return '';
  // Block ends become spaces, so "<h3>Overview</h3><p>36 sub-lots" reads "Overview 36 sub-lots".
  const spaced = html.replace(/<(br|\/(p|h[1-6]|li|div|tr|td|th|ul|ol))\b[^>]*>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}
