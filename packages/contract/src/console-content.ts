import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, languageSchema, money, okResponse, successStatus } from './common.js';
import { staticPageKeySchema } from './content.js';

/**
 * Operator console: content (static pages, banners, phrase overrides) and marketplace
 * settings (currency rates, bid increments, soft close, offer expiry, buyer approval,
 * maintenance, commission). Staff only; every change is audited. Validation messages are codes the
 * console translates (`console.content.error.<CODE>`).
 */

// ---------------------------------------------------------------- static pages

export const pageRules = { titleMax: 200, contentMax: 100_000 } as const;

export const pageLanguageParams = z.object({ page: staticPageKeySchema, language: languageSchema });

export const pageVersionSchema = z.object({
  language: languageSchema,
  title: z.string(),
  updated_at: isoDate,
});

export const listPages = defineEndpoint({
  id: 'consoleContent.listPages',
  method: 'GET',
  base: 'admin',
  path: 'content/pages',
  summary: 'Operator: every static page with the languages it exists in',
  tags: ['console-content', 'admin'],
  access: 'staff',
  response: z.object({
    status: successStatus,
    data: z.array(z.object({ page_key: staticPageKeySchema, versions: z.array(pageVersionSchema) })),
  }),
});

export const editablePageSchema = z.object({
  page_key: staticPageKeySchema,
  language: languageSchema,
  /** False when this language has no version yet (buyers then see the English one). */
  exists: z.boolean(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updated_at: isoDate.nullable(),
});
export type EditablePage = z.infer<typeof editablePageSchema>;

export const getPage = defineEndpoint({
  id: 'consoleContent.getPage',
  method: 'GET',
  base: 'admin',
  path: 'content/pages/:page/:language',
  summary: 'Operator: one static page in one language, for editing (empty when that language has none)',
  tags: ['console-content', 'admin'],
  access: 'staff',
  params: pageLanguageParams,
  response: z.object({ status: successStatus, data: editablePageSchema }),
});

export const pageBody = z.object({
  title: z.string().trim().min(1, { error: 'TITLE_REQUIRED' }).max(pageRules.titleMax, { error: 'TITLE_TOO_LONG' }),
  content: z.string().max(pageRules.contentMax, { error: 'CONTENT_TOO_LONG' }),
});

export const savePage = defineEndpoint({
  id: 'consoleContent.savePage',
  method: 'PUT',
  base: 'admin',
  path: 'content/pages/:page/:language',
  summary: 'Operator: write a static page in one language; the HTML is sanitised on the server',
  tags: ['console-content', 'admin'],
  access: 'staff',
  params: pageLanguageParams,
  body: pageBody,
  response: z.object({ status: successStatus, data: editablePageSchema }),
});

export const deletePage = defineEndpoint({
  id: 'consoleContent.deletePage',
  method: 'DELETE',
  base: 'admin',
  path: 'content/pages/:page/:language',
  summary: "Operator: remove one language's version of a static page (buyers then see the English one); English cannot be removed",
  tags: ['console-content', 'admin'],
  access: 'staff',
  params: pageLanguageParams,
  response: okResponse,
});

export const previewPage = defineEndpoint({
  id: 'consoleContent.previewPage',
  method: 'POST',
  base: 'admin',
  path: 'content/pages/preview',
  summary: 'Operator: the HTML exactly as it would be stored and shown (sanitised by the server)',
  tags: ['console-content', 'admin'],
  access: 'staff',
  body: pageBody.pick({ content: true }),
  response: z.object({ status: successStatus, data: z.object({ content: z.string() }) }),
});

// ---------------------------------------------------------------- banners

export const bannerRules = {
  field: 'image',
  maxBytes: 5 * 1024 * 1024,
  /** Stored as WebP, at most this wide (never enlarged). */
  width: 1600,
  maxBanners: 30,
} as const;

/** A path in the app ("/search?...") or an http(s) address; empty for no link. */
const bannerLink = z
  .string()
  .trim()
  .max(500, { error: 'LINK_INVALID' })
  .refine((v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(v), { error: 'LINK_INVALID' });

const bannerTitle = z.string().trim().min(1, { error: 'TITLE_REQUIRED' }).max(120, { error: 'TITLE_TOO_LONG' });
const bannerCaption = z.string().trim().max(200, { error: 'CAPTION_TOO_LONG' });
/** Form data sends booleans as text. */
const bannerEnabled = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A new banner's text fields (multipart with the picture). */
export const bannerFields = z.object({
  title: bannerTitle,
  caption: bannerCaption.default(''),
  link: bannerLink.default(''),
  enabled: bannerEnabled.default(true),
});

/** A change: only the fields sent change (no defaults, so a missing field is kept). */
export const bannerChanges = z.object({
  title: bannerTitle.optional(),
  caption: bannerCaption.optional(),
  link: bannerLink.optional(),
  enabled: bannerEnabled.optional(),
});

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  /** File name under /uploads/banner/. */
  image: z.string(),
  title: z.string(),
  /** Line shown under the title (the console's "subtitle"). */
  caption: z.string(),
  /** Where the banner leads (the spec's wire name for it is `subtitle`). */
  link: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

const bannersResponse = z.object({ status: successStatus, data: z.array(consoleBannerSchema) });

export const listBanners = defineEndpoint({
  id: 'consoleContent.listBanners',
  method: 'GET',
  base: 'admin',
  path: 'content/banners',
  summary: 'Operator: every banner, hidden ones included, in display order',
  tags: ['console-content', 'admin'],
  access: 'staff',
  response: bannersResponse,
});

export const createBanner = defineEndpoint({
  id: 'consoleContent.createBanner',
  method: 'POST',
  base: 'admin',
  path: 'content/banners',
  summary:
    'Operator: add a banner (multipart: field `image` — PNG, JPEG, GIF or WebP checked by content, max 5 MB, stored resized as WebP — and the text fields); it goes last',
  tags: ['console-content', 'admin'],
  access: 'staff',
  multipart: true,
  body: bannerFields,
  response: z.object({ status: successStatus, data: consoleBannerSchema }),
});

export const updateBanner = defineEndpoint({
  id: 'consoleContent.updateBanner',
  method: 'PATCH',
  base: 'admin',
  path: 'content/banners/:id',
  summary: "Operator: change a banner's title, subtitle, link or visibility",
  tags: ['console-content', 'admin'],
  access: 'staff',
  params: idParam,
  body: bannerChanges,
  response: z.object({ status: successStatus, data: consoleBannerSchema }),
});

export const replaceBannerImage = defineEndpoint({
  id: 'consoleContent.replaceBannerImage',
  method: 'POST',
  base: 'admin',
  path: 'content/banners/:id/image',
  summary: "Operator: replace a banner's picture (multipart field `image`, checked and resized as on creation)",
  tags: ['console-content', 'admin'],
  access: 'staff',
  multipart: true,
  params: idParam,
  body: z.object({}),
  response: z.object({ status: successStatus, data: consoleBannerSchema }),
});

export const reorderBanners = defineEndpoint({
  id: 'consoleContent.reorderBanners',
  method: 'PUT',
  base: 'admin',
  path: 'content/banners/order',
  summary: 'Operator: the display order — every banner id exactly once, first shown first',
  tags: ['console-content', 'admin'],
  access: 'staff',
  body: z.object({
    ids: z
      .array(z.number().int().positive())
      .min(1)
      .max(bannerRules.maxBanners)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'ORDER_MISMATCH' }),
  }),
  response: bannersResponse,
});

export const deleteBanner = defineEndpoint({
  id: 'consoleContent.deleteBanner',
  method: 'DELETE',
  base: 'admin',
  path: 'content/banners/:id',
  summary: 'Operator: delete a banner and its picture',
  tags: ['console-content', 'admin'],
  access: 'staff',
  params: idParam,
  response: okResponse,
});

// ---------------------------------------------------------------- phrases

export const phrasePageSize = 50;

const phraseKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, { error: 'KEY_UNKNOWN' });

export const phraseRowSchema = z.object({
  key: z.string(),
  /** The text shipped with the app, per language (English fills a language's gaps). */
  bundled: z.record(languageSchema, z.string()),
  /** Operator overrides, per language that has one. */
  overrides: z.partialRecord(languageSchema, z.string()),
});
export type PhraseRow = z.infer<typeof phraseRowSchema>;

export const listPhrases = defineEndpoint({
  id: 'consoleContent.listPhrases',
  method: 'GET',
  base: 'admin',
  path: 'content/phrases',
  summary: 'Operator: search interface phrases by key or text, with the bundled text of every language and the overrides',
  tags: ['console-content', 'admin'],
  access: 'staff',
  query: z.object({
    q: z.string().trim().max(100).default(''),
    /** Only keys with at least one override. */
    overridden: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]).default(false),
    page: z.coerce.number().int().positive().max(10_000).default(1),
  }),
  response: z.object({
    status: successStatus,
    data: z.object({ rows: z.array(phraseRowSchema), total: z.number().int(), per_page: z.number().int() }),
  }),
});

export const setPhrase = defineEndpoint({
  id: 'consoleContent.setPhrase',
  method: 'PUT',
  base: 'admin',
  path: 'content/phrases',
  summary: 'Operator: set (text) or clear (null) the override of one phrase in one language; buyers get it with getLangPhrases',
  tags: ['console-content', 'admin'],
  access: 'staff',
  body: z.object({
    language: languageSchema,
    key: phraseKey,
    text: z.string().trim().min(1, { error: 'TEXT_REQUIRED' }).max(2000, { error: 'TEXT_TOO_LONG' }).nullable(),
  }),
  response: z.object({ status: successStatus, data: phraseRowSchema }),
});

// ---------------------------------------------------------------- settings

export const currencyRateSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, { error: 'CURRENCY_UNKNOWN' }),
  country_name: z.string(),
  /** Units of the currency per 1 EUR (as the converter uses them). */
  rate: z.number().positive({ error: 'RATE_POSITIVE' }).max(1_000_000, { error: 'RATE_TOO_HIGH' }),
});

/** A band of the increments table: from ≤ price < to (to null: no upper bound). Money in currency units on the wire. */
export const incrementBandSchema = z.object({
  from_amount: money,
  to_amount: money.nullable(),
  increment: money.refine((c) => c > 0, { error: 'INCREMENT_POSITIVE' }),
});
export type IncrementBandInput = z.input<typeof incrementBandSchema>;

/**
 * The bands in ascending order, none overlapping another, each ending above where it
 * starts; only the last may be open-ended. Checked on both sides from this schema.
 */
export const incrementBandsSchema = z
  .array(incrementBandSchema)
  .min(1, { error: 'INCREMENTS_EMPTY' })
  .max(50)
  .superRefine((bands, ctx) => {
    bands.forEach((b, i) => {
      if (b.to_amount !== null && b.to_amount <= b.from_amount)
        ctx.addIssue({ code: 'custom', path: [i, 'to_amount'], message: 'BAND_EMPTY' });
      if (b.to_amount === null && i < bands.length - 1)
        ctx.addIssue({ code: 'custom', path: [i, 'to_amount'], message: 'BAND_OPEN_NOT_LAST' });
      const prev = bands[i - 1];
      if (prev && prev.to_amount !== null && b.from_amount < prev.to_amount)
        ctx.addIssue({ code: 'custom', path: [i, 'from_amount'], message: 'BANDS_OVERLAP' });
      if (prev && b.from_amount <= prev.from_amount)
        ctx.addIssue({ code: 'custom', path: [i, 'from_amount'], message: 'BANDS_NOT_ASCENDING' });
    });
  });

export const softCloseSchema = z.object({
  /** A bid this close to the end extends the lot. 0 switches soft close off. */
  window_seconds: z.number().int().min(0, { error: 'SECONDS_RANGE' }).max(3600, { error: 'SECONDS_RANGE' }),
  /** How far such a bid pushes the end. */
  extension_seconds: z.number().int().min(10, { error: 'SECONDS_RANGE' }).max(3600, { error: 'SECONDS_RANGE' }),
  /** Total extension allowed beyond the original end; null: no cap. */
  cap_seconds: z
    .number()
    .int()
    .min(0, { error: 'SECONDS_RANGE' })
    .max(7 * 86_400, { error: 'SECONDS_RANGE' })
    .nullable(),
});

export const offerExpirySchema = z.object({
  offer_expiry_hours: z.number().int().min(1, { error: 'HOURS_RANGE' }).max(720, { error: 'HOURS_RANGE' }),
});

/** Whether a number has at most two decimals (a percent such as 12.5 or 7.25; the float error of `0.07 * 100` tolerated). */
export const hasAtMostTwoDecimals = (v: number) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const commissionRules = { maxSellers: 1000 } as const;

/**
 * A commission percent: 0 to 100, at most two decimals. The report applies it to each sale
 * and rounds that sale's commission to the cent (reports' `commissionOf`).
 */
export const commissionPercentSchema = z
  .number({ error: 'PERCENT_RANGE' })
  .min(0, { error: 'PERCENT_RANGE' })
  .max(100, { error: 'PERCENT_RANGE' })
  .refine(hasAtMostTwoDecimals, { error: 'PERCENT_DECIMALS' });

/** The marketplace's commission: a site-wide percent and per-seller overrides (each seller once). */
export const commissionBodySchema = z.object({
  percent: commissionPercentSchema,
  sellers: z
    .array(z.object({ seller_id: z.number().int().positive(), percent: commissionPercentSchema }))
    .max(commissionRules.maxSellers)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((r, i) => {
        if (seen.has(r.seller_id)) ctx.addIssue({ code: 'custom', path: [i, 'seller_id'], message: 'SELLER_DUPLICATE' });
        seen.add(r.seller_id);
      });
    }),
});
export type CommissionInput = z.input<typeof commissionBodySchema>;

export const commissionSchema = z.object({
  percent: z.number(),
  /** The overrides, by seller name. */
  sellers: z.array(z.object({ seller_id: z.number().int(), name: z.string(), email: z.string(), percent: z.number() })),
});

export const marketSettingsSchema = z.object({
  currencies: z.array(currencyRateSchema),
  increments: z.array(incrementBandSchema),
  /** Used when no band covers a price. */
  default_increment: money,
  soft_close: softCloseSchema,
  offer_expiry_hours: z.number().int(),
  buyer_approval: z.boolean(),
  maintenance: z.boolean(),
  /** What the sales reports deduct from each sale (issue 42). */
  commission: commissionSchema,
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

const settingsResponse = z.object({ status: successStatus, data: marketSettingsSchema });

const settingsEndpoint = <B extends z.ZodObject<z.ZodRawShape>>(id: string, path: string, summary: string, body: B) =>
  defineEndpoint({
    id: `consoleSettings.${id}`,
    method: 'PUT',
    base: 'admin',
    path: `settings/${path}`,
    summary,
    tags: ['console-settings', 'admin'],
    access: 'staff',
    body,
    response: settingsResponse,
  });

export const getSettings = defineEndpoint({
  id: 'consoleSettings.get',
  method: 'GET',
  base: 'admin',
  path: 'settings',
  summary: 'Operator: currency rates, bid increments, soft close, offer expiry, buyer approval, maintenance and commission',
  tags: ['console-settings', 'admin'],
  access: 'staff',
  response: settingsResponse,
});

export const setCurrencyRates = settingsEndpoint(
  'setCurrencyRates',
  'currencies',
  'Operator: exchange rates of known currencies (units per 1 EUR), used by the currency converter',
  z.object({
    rates: z
      .array(currencyRateSchema.pick({ code: true, rate: true }))
      .min(1)
      .max(300)
      .refine((r) => new Set(r.map((x) => x.code)).size === r.length, { error: 'CURRENCY_DUPLICATE' }),
  }),
);

export const setIncrements = settingsEndpoint(
  'setIncrements',
  'increments',
  'Operator: replace the bid increments table (ascending, non-overlapping, positive); the next bid uses it',
  z.object({ bands: incrementBandsSchema }),
);

export const setSoftClose = settingsEndpoint(
  'setSoftClose',
  'soft-close',
  'Operator: soft-close window, extension and cap',
  softCloseSchema,
);

export const setOfferExpiry = settingsEndpoint(
  'setOfferExpiry',
  'offer-expiry',
  'Operator: hours an offer or a counter stays open',
  offerExpirySchema,
);

export const setBuyerApproval = settingsEndpoint(
  'setBuyerApproval',
  'buyer-approval',
  'Operator: whether new registrations wait for approval (pending) or are active at once',
  z.object({ required: z.boolean() }),
);

export const setCommission = settingsEndpoint(
  'setCommission',
  'commission',
  'Operator: the commission the sales reports deduct (site-wide percent and per-seller overrides, 0–100 with at most two decimals); the next report uses it',
  commissionBodySchema,
);
