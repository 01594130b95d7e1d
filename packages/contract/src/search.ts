import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, languageSchema, money, successStatus } from './common.js';
import { bidTopStatusSchema } from './lots.js';
import { listingFormats } from './catalog-codes.js';

/*
 * Discovery: the search call (spec 1 §3 "Search filter", api-notes "Lists and search
 * catalogue"), similar lots, the support form, the site map and the price-lock page.
 * Wire names are the spec's. Money fields use `money` (cents inside, currency units on the wire).
 */

// ---- filter values ----------------------------------------------------------------

/** Results per page (spec 1 §9); default 45. */
export const searchPageSizes = [15, 30, 45] as const;
export const defaultSearchPageSize = 45;
/** Sort options (spec 1 §9): 1 Ending soon, 2 Newly added, 3 Price low to high (default), 4 Price high to low. */
export const searchSorts = { endingSoon: 1, newlyAdded: 2, priceLowHigh: 3, priceHighLow: 4 } as const;
export const searchSortCodes = [1, 2, 3, 4] as const;
export const defaultSearchSort = 3;
/** English labels of the sorts (the web translates `search.sort.<code>`). */
export const searchSortLabels: Record<0 | (typeof searchSortCodes)[number], string> = {
  0: 'Best match',
  1: 'Ending soon',
  2: 'Newly added',
  3: 'Price low to high',
  4: 'Price high to low',
};
/**
 * `listfmt` wire codes (spec 2 §9): live 3, buynow 1, sealed 0, lineitem 4; price lock (a listing of
 * its own, code not given by the spec) is **5**: the catalogue's `listingFormats`, one table for both.
 * The names are accepted too (`listfmt=live,buynow`); the server normalises to codes.
 */
export const listfmtCodes = listingFormats;
export type ListfmtName = keyof typeof listfmtCodes;
export const listfmtValues = [0, 1, 3, 4, 5] as const;
export const listfmtNames = Object.fromEntries(Object.entries(listfmtCodes).map(([k, v]) => [v, k])) as Record<number, ListfmtName>;
/** `lottype` (lot size) wire codes: small 1, large 0. */
export const lottypeCodes = { small: 1, large: 0 } as const;
/** Closed-auctions section size: 6 normally, 45 in completed mode (spec 1 §9). */
export const completedSectionSizes = { normal: 6, completedMode: 45 } as const;
/** Most values one multi-valued filter may carry. */
export const maxFilterValues = 50;
/** Deepest page the search serves (beyond it: 400). */
export const maxSearchPage = 10_000;

const splitList = (v: unknown): unknown[] => {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  if (typeof v === 'string') return v.split(',');
  return [v];
};
const isBlank = (x: unknown) => x === '' || (typeof x === 'string' && x.trim() === '');

/**
 * A multi-valued filter: a list (`[3, 4]`), a comma-joined string (`"3,4"`, as the spec's client
 * sends it) or one value; blanks are dropped, duplicates removed. Each value must be a whole number ≥ 0.
 */
const idList = (field: string) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const out: number[] = [];
      for (const raw of splitList(v)) {
        if (isBlank(raw)) continue;
        const s = String(raw).trim();
        if (!/^\d{1,9}$/.test(s)) {
          ctx.addIssue({ code: 'custom', message: `FILTER_INVALID: ${field} takes whole numbers` });
          return z.NEVER;
        }
        const n = Number(s);
        if (!out.includes(n)) out.push(n);
      }
      if (out.length > maxFilterValues) {
        ctx.addIssue({ code: 'custom', message: `FILTER_INVALID: at most ${maxFilterValues} values` });
        return z.NEVER;
      }
      return out;
    });

/** A multi-valued filter restricted to the given codes. */
const codeList = (field: string, allowed: readonly number[], names: Record<string, number> = {}) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const out: number[] = [];
      for (const raw of splitList(v)) {
        if (isBlank(raw)) continue;
        const s = String(raw).trim();
        const n = s in names ? names[s] : /^\d{1,3}$/.test(s) ? Number(s) : NaN;
        if (n === undefined || !allowed.includes(n)) {
          ctx.addIssue({ code: 'custom', message: `FILTER_INVALID: ${field} takes ${allowed.join(', ')}` });
          return z.NEVER;
        }
        if (!out.includes(n)) out.push(n);
      }
      return out;
    });

/** One whole number from a number or a digit string; blank → the default. */
const intField = <D extends number | null>(field: string, min: number, max: number, def: D, allowed?: readonly number[]) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || isBlank(v)) return def as D | number;
      const s = String(v).trim();
      const n = /^\d{1,9}$/.test(s) ? Number(s) : NaN;
      if (!Number.isInteger(n) || n < min || n > max || (allowed && !allowed.includes(n))) {
        ctx.addIssue({ code: 'custom', message: `FILTER_INVALID: ${field} takes ${allowed ? allowed.join(', ') : `${min}–${max}`}` });
        return z.NEVER;
      }
      return n;
    });

/**
 * The search filter (spec 1 §3 "Search filter", plus `type`). Export for reuse by saved searches
 * and `dashboard/searchdashprojects` (same field names). Output (after parsing) is normalised:
 * lists of numbers, numbers with defaults applied, `type` null unless 'completed'.
 */
export const searchFilterShape = {
  /** The spec's client sends it; ignored. */
  ajax: z.union([z.string(), z.number(), z.boolean()]).optional(),
  sh_limit: intField('sh_limit', 1, 45, defaultSearchPageSize, searchPageSizes).meta({ description: 'Results per page: 15, 30 or 45 (default 45)', examples: ['45', 15] }),
  /**
   * 1 ending soon, 2 newly added, 3 price low to high, 4 price high to low. Absent or blank: 3, or,
   * when `searchbar` has words, best match first (applied value 0). Output null when absent.
   */
  orderby: intField('orderby', 1, 4, null, searchSortCodes).meta({
    description: '1 Ending soon, 2 Newly added, 3 Price low to high (default), 4 Price high to low',
    examples: ['3', 1],
  }),
  /** Free text; matched against title, manufacturer, model, part numbers (manifest and sub-lots), description. */
  searchbar: z
    .string()
    .max(200, { error: 'FILTER_INVALID: searchbar is at most 200 characters' })
    .optional()
    .transform((s) => (s ?? '').trim())
    .meta({ description: 'Free text (misspellings and split words tolerated)', examples: ['latitude', 'E7450', 'think pad'] }),
  page: intField('page', 1, maxSearchPage, 1),
  /** Page of the recently-closed section. */
  pagecom: intField('pagecom', 1, maxSearchPage, 1),
  /** Grade ids (reference data `conditions`), shown as "grade". */
  condition: idList('condition').meta({ description: 'Grade ids: list or comma-joined', examples: ['1,2', [1, 2]] }),
  /** Category ids (reference data `categories`), shown as "model". */
  category: idList('category').meta({ description: 'Category ids: list or comma-joined', examples: ['3', [3, 5]] }),
  /** Brand ids (reference data `categories[].brands`): the category's sub-menu. */
  sub_category: idList('sub_category'),
  /** Listing formats: 3 live, 1 buynow, 0 sealed, 4 lineitem, 5 pricelock (names accepted). */
  listfmt: codeList('listfmt', listfmtValues, listfmtCodes).meta({
    description: 'Listing formats: 3 live, 1 buynow, 0 sealed, 4 lineitem, 5 pricelock (names accepted)',
    examples: ['3,1', [5], 'live'],
  }),
  /** Alias of `listfmt` (the spec's client sends both); merged into `listfmt`. */
  listfmtnew: codeList('listfmtnew', listfmtValues, listfmtCodes),
  /** Lot size: 1 small, 0 large (names accepted). */
  lottype: codeList('lottype', [0, 1], lottypeCodes),
  /** Region ids (reference data `regions`). */
  reglist: idList('reglist'),
  /** Country ids (reference data `countries`). */
  countrylist: idList('countrylist'),
  /** Grid or list; echoed, no effect on results. */
  view: z.enum(['grid', 'list', '']).optional().transform((v): 'grid' | 'list' => (v === 'list' ? 'list' : 'grid')),
  /** 'completed': closed lots only (completed mode). */
  type: z
    .enum(['completed', ''])
    .optional()
    .transform((v): 'completed' | null => (v === 'completed' ? 'completed' : null))
    .meta({ description: "'completed': closed lots only", examples: ['completed'] }),
};
export const searchFilterSchema = z.object(searchFilterShape);
/** What a client sends (every field optional). */
export type SearchFilterInput = z.input<typeof searchFilterSchema>;
/** The normalised filter the server works with. */
export type SearchFilter = z.output<typeof searchFilterSchema>;
/** The multi-valued filter groups that have facets. */
export const facetGroups = ['category', 'sub_category', 'condition', 'listfmt', 'lottype', 'reglist', 'countrylist'] as const;
export type FacetGroup = (typeof facetGroups)[number];

// ---- records ----------------------------------------------------------------------

/** One lot as a card (grid or list) needs it. Money on the wire in currency units. */
export const searchRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** First image, `/uploads/product/<file>`; '' when the lot has none. */
  avatar: z.string(),
  manufacturer: z.string(),
  modelnumber: z.string(),
  category_id: z.number().int().nullable(),
  sub_category: z.number().int().nullable(),
  condition_id: z.number().int().nullable(),
  itemcondition: z.number().int(),
  region_id: z.number().int().nullable(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  qty: z.number().int(),
  /** live, buynow, sealed, lineitem, pricelock. */
  listing_format: z.enum(['live', 'buynow', 'sealed', 'lineitem', 'pricelock']),
  /** The listing format's wire code (see `listfmtCodes`). */
  listfmt: z.number().int(),
  auctiontype: z.enum(['live', 'lineitem', 'sealed']),
  /** Lot size: 1 small, 0 large. */
  lottype: z.number().int(),
  currency: z.string(),
  /** Current (or starting) price. For a sealed lot: the starting price (bids are hidden). */
  wprice: money,
  /** Smallest bid the viewer may place now (a guest: anyone's next bid). */
  next_bid: money,
  /** Buy-now price when buy now is offered, else null. */
  bprice: money.nullable(),
  buynow: z.number().int(),
  /** Sold price of a sold lot, else null. */
  sold_price: money.nullable(),
  bid_count: z.number().int(),
  date_added: isoDate,
  date_closed: isoDate,
  market_status: z.enum(['open', 'sold', 'closed']),
  /** 1 when the lot no longer takes bids (closed, sold or past its close), else 0. */
  isclosed: z.number().int(),
  /** Viewer's own status (labels WINNING, OUTBID, WON, LOST); '' for guests and non-bidders. */
  bidtopstatus: bidTopStatusSchema,
  /** Whether the signed-in viewer watches the lot (false for guests). */
  isWatchlisted: z.boolean(),
  /** Relevance of the text match (0 without `searchbar`). */
  rank: z.number(),
});
export type SearchRecord = z.output<typeof searchRecordSchema>;

const facetCountSchema = z.object({ id: z.number().int(), count: z.number().int() });
/**
 * For every filter group: each choice with the number of lots the search would show if the
 * choice were added to (or kept in) that group, with all OTHER current filters applied (text,
 * mode and the other groups). Listed: every choice with at least one lot, every selected choice
 * (count 0 when it is a dead end), and every `listfmt` / `lottype` code. A missing choice has 0.
 */
export const searchFacetsSchema = z.object({
  category: z.array(facetCountSchema),
  sub_category: z.array(facetCountSchema),
  condition: z.array(facetCountSchema),
  listfmt: z.array(facetCountSchema),
  lottype: z.array(facetCountSchema),
  reglist: z.array(facetCountSchema),
  countrylist: z.array(facetCountSchema),
});
export type SearchFacets = z.output<typeof searchFacetsSchema>;

export const searchSortOptionSchema = z.object({ orderby: z.number().int(), label: z.string(), selected: z.boolean() });

/** The normalised filter echoed back (what the server applied). */
export const appliedFilterSchema = z.object({
  sh_limit: z.number().int(),
  /** The sort applied: 1–4, or 0 best match (text given, no sort chosen). */
  orderby: z.number().int(),
  searchbar: z.string(),
  page: z.number().int(),
  pagecom: z.number().int(),
  condition: z.array(z.number().int()),
  category: z.array(z.number().int()),
  sub_category: z.array(z.number().int()),
  /** `listfmt` and `listfmtnew` merged. */
  listfmt: z.array(z.number().int()),
  lottype: z.array(z.number().int()),
  reglist: z.array(z.number().int()),
  countrylist: z.array(z.number().int()),
  view: z.enum(['grid', 'list']),
  type: z.enum(['completed']).nullable(),
});

export const searchResponseSchema = z.object({
  status: successStatus,
  /** The page of lots: open lots (not yet past their close), or closed/sold ones in completed mode. */
  records: z.array(searchRecordSchema),
  totalRecords: z.number().int(),
  /** "1-45 of 300" ("0-0 of 0" when empty). */
  setDisp: z.string(),
  /** The sort options, the applied one selected: the spec's four, plus 0 "Best match" when `searchbar` has words. */
  sorts: z.array(searchSortOptionSchema),
  facets: searchFacetsSchema,
  /** The filter as applied (normalised). */
  filters: appliedFilterSchema,
  /** Recently closed lots matching the same filters, newest close first: 6 a page, 45 in completed mode; paged by `pagecom`. */
  completed: z.object({ records: z.array(searchRecordSchema), totalRecords: z.number().int() }),
});
export type SearchResponse = z.output<typeof searchResponseSchema>;

export const search = defineEndpoint({
  id: 'search.search',
  method: 'POST',
  base: 'auction',
  path: 'search',
  summary:
    'Search and browse lots: text (ranked full text plus fuzzy matching), filters, sorts, pages, facet counts and the recently-closed section. ' +
    'Example: {"searchbar":"latitude","category":"3","listfmt":"3,1","orderby":"1","sh_limit":"45","page":1} → ' +
    '{status, records: [{id, title, avatar, wprice: 125.5, next_bid: 130, bid_count, date_closed, market_status, bidtopstatus, isWatchlisted, …}], ' +
    'totalRecords, setDisp: "1-45 of 212", sorts, facets: {category: [{id: 3, count: 212}, …], …}, filters, completed: {records, totalRecords}}',
  tags: ['search'],
  access: 'public',
  body: searchFilterSchema,
  response: searchResponseSchema,
});

// ---- similar lots -----------------------------------------------------------------

export const similar = defineEndpoint({
  id: 'search.similar',
  method: 'POST',
  base: 'product',
  path: 'similar',
  summary: 'Open lots like this one: same category and condition first, then same category; best match first',
  tags: ['search'],
  access: 'public',
  body: z.object({
    /** The lot being viewed. */
    id: z.coerce.number().int().positive(),
    limit: z.coerce.number().int().min(1).max(24).default(8),
  }),
  response: z.object({ status: successStatus, records: z.array(searchRecordSchema) }),
});

// ---- support ----------------------------------------------------------------------

/** Support message limits. */
export const supportLimits = { name: 50, phone: 30, subject: 200, description: 5000 } as const;

export const customerSupportBody = z.object({
  email: z.email({ error: 'Invalid email format' }).max(254, { error: 'Invalid email format' }),
  first_name: z.string().trim().min(1, { error: 'Required' }).max(supportLimits.name, { error: `Maximum ${supportLimits.name} characters` }),
  last_name: z.string().trim().min(1, { error: 'Required' }).max(supportLimits.name, { error: `Maximum ${supportLimits.name} characters` }),
  phone: z.string().trim().max(supportLimits.phone, { error: `Maximum ${supportLimits.phone} characters` }).default(''),
  subject: z.string().trim().min(1, { error: 'Required' }).max(supportLimits.subject, { error: `Maximum ${supportLimits.subject} characters` }),
  /** The message (the spec's spelling). */
  decription: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(supportLimits.description, { error: `Maximum ${supportLimits.description} characters` }),
  /** Language of the acknowledgement (ours; default: the signed-in user's, else English). */
  language: languageSchema.optional(),
});

export const customerSupport = defineEndpoint({
  id: 'search.customerSupport',
  method: 'POST',
  path: 'customersupport',
  summary: 'Send a message to support: stored, emailed to the operators and acknowledged to the sender',
  tags: ['support'],
  access: 'public',
  body: customerSupportBody,
  response: z.object({ status: successStatus, msg: z.string() }),
});

// ---- site map ---------------------------------------------------------------------

export const sitemapSchema = z.object({
  /** Search links: `/search?category=<id>`. */
  categories: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
  /** Search links: `/search?condition=<id>`. */
  conditions: z.array(z.object({ id: z.number().int(), name: z.string(), language_var: z.string() })),
  /** Search links: `/search?listfmt=<listfmt>` — live, buynow, sealed, lineitem. */
  listing_formats: z.array(z.object({ key: z.enum(['live', 'buynow', 'sealed', 'lineitem']), listfmt: z.number().int() })),
  /** Search links: `/search?lottype=<lottype>` — small, large. */
  lot_sizes: z.array(z.object({ key: z.enum(['small', 'large']), lottype: z.number().int() })),
  /** Legal section: about (external), support, site map. */
  legal: z.array(z.object({ key: z.enum(['about', 'support', 'sitemap']), url: z.string(), external: z.boolean() })),
});
export type Sitemap = z.output<typeof sitemapSchema>;

export const getSitemap = defineEndpoint({
  id: 'search.sitemap',
  method: 'GET',
  path: 'sitemap',
  summary: 'Site map: search links by category, condition, listing format and lot size, and the legal links (signed in)',
  tags: ['search'],
  access: 'user',
  response: z.object({ status: successStatus, data: sitemapSchema }),
});

export const getSitemapGuest = defineEndpoint({
  id: 'search.sitemapGuest',
  method: 'GET',
  path: 'sitemap_new',
  summary: 'Site map for visitors without a login (same content as `sitemap`)',
  tags: ['search'],
  access: 'public',
  response: z.object({ status: successStatus, data: sitemapSchema }),
});

// ---- price lock -------------------------------------------------------------------

export const getPriceLock = defineEndpoint({
  id: 'search.priceLock',
  method: 'GET',
  path: 'price_lock',
  summary: 'The price-lock page text in the viewer’s language, and the search filter that lists price-lock lots',
  tags: ['search'],
  access: 'public',
  /** Default: the signed-in user's language, else English. */
  query: z.object({ language: languageSchema.optional() }),
  response: z.object({
    status: successStatus,
    data: z.object({
      language: languageSchema,
      title: z.string(),
      /** Sanitised HTML. */
      content: z.string(),
      /** Label of the link/button that opens the filtered search. */
      button: z.string(),
      /** The search filter of price-lock listings: `{listfmt: [5]}` → `/search?listfmt=5`. */
      search: z.object({ listfmt: z.array(z.number().int()) }),
    }),
  }),
});
