import { search, type SearchFilterInput, type SearchResponse } from '@gavel/contract';

/** Id of the element the API writes (`modules/seo/search-first-paint.ts`). */
const scriptId = 'search-first-page';

let embedded: { body: string; answer: unknown } | null | undefined;

/**
 * The answer the API sent with `/search`'s HTML for its first page, read as a guest: given once,
 * and only for the very body it answered (the same URL → body mapping on both sides,
 * `@gavel/contract/search-url`), so a filter changed before the app started, or a viewer who is
 * signed in, still calls the API. Decoded as `callApi` decodes the call's answer (money in cents).
 */
export function takeFirstPage(body: SearchFilterInput): SearchResponse | undefined {
  if (embedded === undefined) {
    const element = document.getElementById(scriptId);
    embedded = null;
    if (element?.textContent) {
      try {
        const read = JSON.parse(element.textContent) as { body: unknown; answer: unknown };
        embedded = { body: JSON.stringify(read.body), answer: read.answer };
      } catch {
        // A page cut short: the first call goes to the API as usual.
      }
      element.remove();
    }
  }
  if (!embedded || embedded.body !== JSON.stringify(body)) return undefined;
  const parsed = search.search.response.safeParse(embedded.answer);
  embedded = null;
  return parsed.success ? parsed.data : undefined;
}
