import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, successStatus } from './common.js';
import { lotFieldRules, lotFields } from './admin.js';

/**
 * The console's lots (issue 10): list, open, edit, images and the lot's life
 * (draft → scheduled → open → sold / closed; withdrawn; relisted as a new lot).
 * Every call is `access: 'console'`: staff reach every lot, a seller only its own
 * (another seller's lot answers 404).
 */
export const consoleLotStatuses = ['draft', 'scheduled', 'open', 'sold', 'closed', 'withdrawn'] as const;
export type ConsoleLotStatus = (typeof consoleLotStatuses)[number];
export const consoleListingFormats = ['live', 'sealed', 'buynow', 'lineitem', 'pricelock'] as const;
export const consoleLotSorts = ['newest', 'closing', 'closing_desc', 'price_desc', 'bids_desc', 'views_desc'] as const;
export const consoleLotPageSizes = [25, 50, 100] as const;
/** Images: accepted content (checked by the bytes), size and count limits. */
export const lotImageRules = {
  field: 'image',
  maxBytes: 8 * 1024 * 1024,
  maxPerLot: 20,
  /** Longest side of the large image and of the thumbnail, in pixels. */
  largePx: 1600,
  thumbPx: 320,
} as const;

const lotSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(consoleLotStatuses),
  listing_format: z.enum(consoleListingFormats),
  bid_count: z.number().int(),
  view_count: z.number().int(),
  current_price: money,
  currency: z.string(),
  date_added: isoDate,
  date_closed: isoDate,
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The first image's thumbnail URL, or ''. */
  thumbnail: z.string(),
});
export type ConsoleLotSummary = z.infer<typeof lotSummary>;

export const listLotsQuery = z.object({
  /** Words of the title, manufacturer or model, or a lot id. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(consoleLotStatuses).optional(),
  listing_format: z.enum(consoleListingFormats).optional(),
  sort: z.enum(consoleLotSorts).default('newest'),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().refine((n) => (consoleLotPageSizes as readonly number[]).includes(n), { error: 'PAGE_SIZE' }).default(25),
});
export type ConsoleLotFilter = z.input<typeof listLotsQuery>;

export const listLots = defineEndpoint({
  id: 'consoleLots.list',
  method: 'GET',
  base: 'admin',
  path: 'lots',
  summary: 'Console: every lot in any state (a seller: its own), with bids, views, price and close; search, filter, sort, paged',
  tags: ['console-lots', 'admin'],
  access: 'console',
  query: listLotsQuery,
  response: z.object({
    status: successStatus,
    data: z.object({ records: z.array(lotSummary), totalRecords: z.number().int() }),
  }),
});

const lotImage = z.object({ id: z.number().int(), url: z.string(), thumb_url: z.string() });
export type ConsoleLotImage = z.infer<typeof lotImage>;

/** One lot as the editor shows it: every editable field plus its state and images. */
export const consoleLotSchema = z.object({
  id: z.number().int(),
  status: z.enum(consoleLotStatuses),
  title: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  model_number: z.string(),
  finish: z.string(),
  category_id: z.number().int().nullable(),
  condition_id: z.number().int().nullable(),
  item_condition: z.number().int(),
  qty: z.number().int(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  listing_format: z.enum(consoleListingFormats),
  starting_price: money,
  current_price: money,
  reserve_price: money.nullable(),
  buy_now_price: money.nullable(),
  make_offer: z.boolean(),
  blind_increment: money,
  increment_override: money.nullable(),
  soft_close: z.boolean(),
  currency: z.string(),
  buyer_ships: z.boolean(),
  shipping_fee: money.nullable(),
  terms_html: z.string(),
  terms_required: z.boolean(),
  auction_details: z.string(),
  auction_notes: z.string(),
  date_added: isoDate,
  date_closed: isoDate,
  bid_count: z.number().int(),
  view_count: z.number().int(),
  sub_lot_count: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  relisted_from_id: z.number().int().nullable(),
  images: z.array(lotImage),
  /** The buyer groups the lot is private to (empty: public). */
  buyer_group_ids: z.array(z.number().int()).default([]),
});
export type ConsoleLot = z.infer<typeof consoleLotSchema>;
const lotResponse = z.object({ status: successStatus, data: consoleLotSchema });

export const getLot = defineEndpoint({
  id: 'consoleLots.get',
  method: 'GET',
  base: 'admin',
  path: 'lots/:id',
  summary: 'Console: one lot with every editable field, its state and images',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  response: lotResponse,
});

/**
 * Replaces a lot's fields. A draft or scheduled lot takes any change; an open lot keeps its
 * format, currency and dates (the closing-time call moves the close), and once bid on its
 * prices too; an ended or withdrawn lot is not edited (relist it).
 */
export const updateLotBody = lotFieldRules(lotFields);
export const updateLot = defineEndpoint({
  id: 'consoleLots.update',
  method: 'PUT',
  base: 'admin',
  path: 'lots/:id',
  summary: 'Console: edit a lot (what may change depends on its state)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  body: updateLotBody,
  response: lotResponse,
});

const lifecycle = (id: string, path: string, summary: string, body?: z.ZodObject<z.ZodRawShape>) =>
  defineEndpoint({ id, method: 'POST', base: 'admin', path, summary, tags: ['console-lots', 'admin'], access: 'console', params: idParam, body, response: lotResponse });

export const scheduleLot = defineEndpoint({
  id: 'consoleLots.schedule',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/schedule',
  summary: 'Console: schedule a draft: it opens by itself at date_added (must be in the future)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  body: z.object({ date_added: isoDate.refine((d) => !Number.isNaN(Date.parse(d)), { error: 'not a date' }) }),
  response: lotResponse,
});
export const publishLot = lifecycle('consoleLots.publish', 'lots/:id/publish', 'Console: open a draft or scheduled lot now (visible in search, taking bids)');
export const withdrawLot = defineEndpoint({
  id: 'consoleLots.withdraw',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/withdraw',
  summary: 'Console: take a draft, scheduled or open lot down (hidden from buyers; its bidders are told)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  body: z.object({ reason: z.string().trim().max(500).default('') }),
  response: lotResponse,
});

/** Relisting copies an unsold (closed) or withdrawn lot into a new lot with new dates (docs/decisions.md). */
export const relistLot = defineEndpoint({
  id: 'consoleLots.relist',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/relist',
  summary: 'Console: relist an unsold or withdrawn lot as a new lot (no bids) with new dates; open now, or scheduled',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  body: z
    .object({ date_added: isoDate.optional(), date_closed: isoDate })
    .refine((b) => !Number.isNaN(Date.parse(b.date_closed)) && Date.parse(b.date_closed) > Date.now(), { path: ['date_closed'], error: 'must be in the future' })
    .refine((b) => !b.date_added || (!Number.isNaN(Date.parse(b.date_added)) && Date.parse(b.date_added) < Date.parse(b.date_closed)), {
      path: ['date_added'],
      error: 'must be before the close',
    }),
  response: lotResponse,
});

export const uploadLotImages = defineEndpoint({
  id: 'consoleLots.uploadImages',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/images',
  summary: 'Console: add images (multipart field `image`, JPEG/PNG/WebP/GIF/AVIF/TIFF checked by content; resized to a large image and a thumbnail)',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  multipart: true,
  response: lotResponse,
});

export const reorderLotImages = defineEndpoint({
  id: 'consoleLots.reorderImages',
  method: 'PUT',
  base: 'admin',
  path: 'lots/:id/images',
  summary: "Console: put a lot's images in this order (every image id once); the first is the lot's picture",
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam,
  body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(lotImageRules.maxPerLot) }),
  response: lotResponse,
});

export const deleteLotImage = defineEndpoint({
  id: 'consoleLots.deleteImage',
  method: 'DELETE',
  base: 'admin',
  path: 'lots/:id/images/:imageId',
  summary: 'Console: remove one image of a lot',
  tags: ['console-lots', 'admin'],
  access: 'console',
  params: idParam.extend({ imageId: z.coerce.number().int().positive() }),
  response: lotResponse,
});

export const listSellers = defineEndpoint({
  id: 'consoleLots.sellers',
  method: 'GET',
  base: 'admin',
  path: 'lot-sellers',
  summary: 'Staff: the seller accounts a lot may belong to (the editor’s seller choice)',
  tags: ['console-lots', 'admin'],
  access: 'staff',
  response: z.object({
    status: successStatus,
    data: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  }),
});
