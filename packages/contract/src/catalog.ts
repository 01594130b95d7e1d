import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { money, successStatus } from './common.js';

// The plain codes live in catalog-codes.ts (no zod: the web's landing page imports them directly).
export { itemConditionCodes, itemConditionKeys, listingFormats, lotSizes, regionIds, type ListingFormat } from './catalog-codes.js';

export const brandSchema = z.object({ id: z.number().int(), name: z.string() });
export const categorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  brands: z.array(brandSchema),
});
export const conditionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language_var: z.string(),
  description: z.string(),
});
export const regionSchema = z.object({ id: z.number().int(), name: z.string(), language_var: z.string() });
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), iso2: z.string() });
export const stateSchema = z.object({ id: z.number().int(), country_id: z.number().int(), code: z.string(), name: z.string() });
export const currencySchema = z.object({
  id: z.number().int(),
  country_name: z.string(),
  country_exactcode: z.string(),
  /** Units of this currency per 1 EUR. */
  current_value: z.number(),
});
export const bidIncrementSchema = z.object({
  id: z.number().int(),
  from_amount: money,
  /** Exclusive upper bound; null for the last band. */
  to_amount: money.nullable(),
  increment: money,
});

export const referenceDataSchema = z.object({
  categories: z.array(categorySchema),
  conditions: z.array(conditionSchema),
  regions: z.array(regionSchema),
  countries: z.array(countrySchema),
  /** States of the United States (country id 231). */
  states: z.array(stateSchema),
  currencies: z.array(currencySchema),
  bid_increments: z.array(bidIncrementSchema),
  default_bid_increment: money,
});

export const getDefault = defineEndpoint({
  id: 'catalog.getDefault',
  method: 'POST',
  path: 'getDefault',
  summary: 'Global reference data: categories with brands, conditions, regions, countries, US states, currencies, bid increments',
  tags: ['catalog'],
  access: 'public',
  response: z.object({ status: successStatus, data: referenceDataSchema }),
});

export type Category = z.infer<typeof categorySchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type ReferenceData = z.infer<typeof referenceDataSchema>;
