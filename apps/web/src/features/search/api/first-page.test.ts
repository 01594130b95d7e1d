import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSearchState, toSearchBody } from '@gavel/contract/search-url';

const body = toSearchBody(parseSearchState(new URLSearchParams('category=3')));
/** A wire answer (money in currency units) as the API embeds it. */
const groups = { category: [], sub_category: [], condition: [], listfmt: [], lottype: [], reglist: [], countrylist: [] };
const answer = {
  status: 'success',
  records: [],
  totalRecords: 0,
  setDisp: '0-0 of 0',
  sorts: [{ orderby: 3, label: 'Price low to high', selected: true }],
  facets: groups,
  filters: { ...groups, sh_limit: 45, orderby: 3, searchbar: '', page: 1, pagecom: 1, category: [3], view: 'grid', type: null },
  completed: { records: [], totalRecords: 0 },
};

let removed = 0;
const withScript = (text: string) =>
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'search-first-page' && !removed ? { textContent: text, remove: () => removed++ } : null) });

describe("the first page's answer sent with /search's HTML", () => {
  beforeEach(() => {
    removed = 0;
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, and only for the body the API answered', async () => {
    withScript(JSON.stringify({ body, answer }));
    const { takeFirstPage } = await import('./first-page');
    // Another filter (changed before the app started): the call goes to the API, the answer stays for its body.
    expect(takeFirstPage(toSearchBody(parseSearchState(new URLSearchParams('category=4'))))).toBeUndefined();
    expect(removed).toBe(1);
    expect(takeFirstPage(body)).toMatchObject({ setDisp: '0-0 of 0', filters: { category: [3] } });
    expect(takeFirstPage(body)).toBeUndefined();
  });

  it('is ignored when the page has none or it is not JSON', async () => {
    withScript('{"body": [');
    const { takeFirstPage } = await import('./first-page');
    expect(takeFirstPage(body)).toBeUndefined();
  });
});
