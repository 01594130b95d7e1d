import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { money, successStatus } from './common.js';

/** Item condition codes (spec 2 §9): 1 new, 3 used working, 4 open box new, 29 as is. */
export const itemConditionCodes = [1, 3, 4, 29] as const;
export const itemConditionKeys: Record<(typeof itemConditionCodes)[number], string> = {
  1: 'itemCondition.new',
  3: 'itemCondition.usedWorking',
  4: 'itemCondition.openBoxNew',
  29: 'itemCondition.asIs',
};

/** Listing format codes (spec 2 §9). Price lock is a listing of its own. */
export const listingFormats = { sealed: 0, buynow: 1, live: 3, lineitem: 4, pricelock: 5 } as const;
export type ListingFormat = keyof typeof listingFormats;
/** Lot size codes: small 1, large 0. */
export const lotSizes = { small: 1, large: 0 } as const;
/** Fixed region ids (spec 2 §9). */
export const regionIds = [1, 3, 4, 5, 6, 7] as const;

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
