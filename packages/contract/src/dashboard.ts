import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { money, successStatus } from './common.js';
import { offerStatuses } from './offers.js';
import { searchFilterShape, searchPageSizes, searchRecordSchema, searchSortOptionSchema } from './search.js';

/** The dashboard types (spec 2 §2 routes) and their order-by ids (§9). */
export const dashboardTypes = ['active', 'buy_now', 'won', 'lost', 'watchlist'] as const;
export type DashboardType = (typeof dashboardTypes)[number];
export const dashboardOrderByIds: Record<DashboardType, number> = { active: 5, buy_now: 3, won: 2, lost: 4, watchlist: 1 };
export const dashboardPageSizes = searchPageSizes;
/** Initial page size, and the one a type starts with when it loads (spec 2 §9). */
export const dashboardPageSizeInitial = 45;
export const dashboardPageSizeOnTypeLoad = 15;

const textList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).map((x) => x.trim()).filter((x) => x !== '').slice(0, 50))
  .pipe(z.array(z.string().max(100)));

const { ajax, sh_limit, orderby, page, condition, category, sub_category, listfmt, lottype, reglist, countrylist, view } = searchFilterShape;

/**
 * The dashboard search filter (spec 2 §3), wire names kept. The fields it shares with the
 * search filter (spec 1) parse exactly as the search does (search.ts); `orderbyid`/`action`
 * pick the type and `location[]`, `state[]`, `city[]` narrow by place.
 */
export const dashboardFilterSchema = z.object({
  ajax,
  sh_limit,
  page,
  view,
  orderby,
  condition,
  category,
  sub_category,
  listfmt,
  lottype,
  reglist,
  countrylist,
  /** The type as its order-by id (active 5, buy_now 3, won 2, lost 4, watchlist 1). */
  orderbyid: z.coerce.number().int().optional(),
  /** The type by name; wins over orderbyid when both are given. */
  action: z
    .union([z.enum(dashboardTypes), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Countries (names, as lots carry them). */
  location: textList,
  state: textList,
  city: textList,
  /** The same lists under the names the spec writes (`location[]`, `state[]`, `city[]`); merged with the above. */
  'location[]': textList,
  'state[]': textList,
  'city[]': textList,
});
export type DashboardFilterInput = z.input<typeof dashboardFilterSchema>;
export type DashboardFilter = z.output<typeof dashboardFilterSchema>;

/** One card of the dashboard: the search's lot card, plus the buyer's own bid, sale and offer. */
export const dashboardRecordSchema = searchRecordSchema.extend({
  condition: z.string(),
  category: z.string(),
  currency_symbol: z.string(),
  buyership: z.number().int(),
  /** The buyer's own highest maximum on the lot. */
  my_max_bid: money.nullable(),
  /** The sale (order) of a won or bought lot and its invoice (`/invoice/{invoice_id}`), or null. */
  order_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  order_kind: z.enum(['auction', 'buynow', 'offer', 'pricelock']).nullable(),
  order_status: z.enum(['unpaid', 'paid', 'cancelled']).nullable(),
  order_amount: money.nullable(),
  /** buy_now tab: the buyer's latest offer on the lot. */
  offer_id: z.number().int().nullable(),
  offer_amount: money.nullable(),
  counter_amount: money.nullable(),
  offer_status: z.enum(offerStatuses).nullable(),
});
export type DashboardRecord = z.output<typeof dashboardRecordSchema>;

const dashboardResponse = z.object({
  status: successStatus,
  /** The spec names these on the answer (spec 2 §7 "Dashboard and listings"); the same as in `data`. */
  records: z.array(dashboardRecordSchema),
  sorts: z.array(searchSortOptionSchema),
  setDisp: z.string(),
  totalRecords: z.number().int(),
  data: z.object({
    records: z.array(dashboardRecordSchema),
    /** The four sort options, the applied one selected (as the search answers them). */
    sorts: z.array(searchSortOptionSchema),
    /** How many lots each type holds (the status menu's counts). */
    counts: z.object({ active: z.number().int(), buy_now: z.number().int(), won: z.number().int(), lost: z.number().int(), watchlist: z.number().int() }),
    /** "1-15 of 40" ("0-0 of 0" when empty), as the search answers it. */
    setDisp: z.string(),
    totalRecords: z.number().int(),
    type: z.enum(dashboardTypes),
    orderbyid: z.number().int(),
  }),
});

export const searchDashProjects = defineEndpoint({
  id: 'dashboard.search',
  method: 'POST',
  path: 'dashboard/searchdashprojects',
  summary: 'The buyer’s dashboard list of one type (active, buy_now, won, lost, watchlist), filtered and paged',
  tags: ['dashboard'],
  access: 'buyer',
  body: dashboardFilterSchema,
  response: dashboardResponse,
});

export const dashboard = defineEndpoint({
  id: 'dashboard.list',
  method: 'POST',
  path: 'dashboard',
  summary: 'Same as dashboard/searchdashprojects (the spec names both)',
  tags: ['dashboard'],
  access: 'buyer',
  body: dashboardFilterSchema,
  response: dashboardResponse,
});

/** The type of an order-by id, or null. */
export const dashboardTypeOfOrderById = (n: number | undefined): DashboardType | null =>
  (Object.entries(dashboardOrderByIds).find(([, v]) => v === n)?.[0] as DashboardType | undefined) ?? null;
