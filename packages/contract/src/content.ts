import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languageSchema, successStatus, okResponse } from './common.js';

/** Static page keys (spec 1 §2) and the route that shows each. */
export const staticPageKeys = ['about', 'how_to_bid', 'how_to', 'privacy', 'privacy_shield', 'terms', 'grading', 'FAQ'] as const;
export const staticPageKeySchema = z.enum(staticPageKeys);
export type StaticPageKey = (typeof staticPageKeys)[number];

export const getLangPhrases = defineEndpoint({
  id: 'content.getLangPhrases',
  method: 'GET',
  path: 'getLangPhrases/:language',
  summary: 'All interface phrases of one language, as a flat key → text map',
  tags: ['content'],
  access: 'public',
  params: z.object({ language: languageSchema }),
  response: z.record(z.string(), z.string()),
});

export const staticPageSchema = z.object({
  page_key: staticPageKeySchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  language: languageSchema,
});

export const getStaticContent = defineEndpoint({
  id: 'content.getStaticContent',
  method: 'GET',
  path: 'getStaticContent/:page/:siteid',
  summary: 'A static page in the requested language (English when missing)',
  tags: ['content'],
  access: 'public',
  params: z.object({ page: staticPageKeySchema, siteid: z.coerce.number().int().positive() }),
  query: z.object({ language: languageSchema.default('English') }),
  response: z.object({ status: successStatus, data: staticPageSchema }),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  /** File name under /uploads/banner/. */
  image: z.string(),
  title: z.string(),
  /** Link target of the banner. */
  subtitle: z.string(),
  /** The line under the title, as the operator wrote it (per-language text: phrase `banner.<id>.text`). */
  caption: z.string(),
});

export const getBanners = defineEndpoint({
  id: 'content.getBanners',
  method: 'GET',
  path: 'banners',
  summary: 'Landing and search banners, in display order',
  tags: ['content'],
  access: 'public',
  response: z.object({ status: successStatus, data: z.array(bannerSchema) }),
});

export const newsletterSubscribe = defineEndpoint({
  id: 'content.newsletterSubscribe',
  method: 'POST',
  path: 'hubspot-save',
  summary: 'Subscribe an email address to the newsletter (form data, as the spec sends it; JSON also accepted)',
  tags: ['content'],
  access: 'public',
  formData: true,
  body: z.object({ subscribe_email: z.email({ error: 'Invalid email format' }).max(254, { error: 'Invalid email format' }) }),
  response: okResponse,
});

export type Banner = z.infer<typeof bannerSchema>;
export type StaticPage = z.infer<typeof staticPageSchema>;
