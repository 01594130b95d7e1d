// Plain codes of the catalogue, without zod (catalog.ts re-exports them).

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
