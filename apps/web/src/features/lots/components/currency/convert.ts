/**
 * Currency conversion and landed cost (spec 2 §9: converter base EUR, per-unit price is
 * price ÷ qty with 2 decimals, card payments carry a 3 % fee, shipping is added when the
 * seller ships). Pure functions on integer cents; rates are units of a currency per 1 EUR.
 */
// The conversion and landed-cost rules live in the contract's money core, shared with the API.
export { convertCents, landedCostPerUnit, type LandedCostInput, type Rate } from '@gavel/contract';

/** The amount field: digits only (a typed "1,2a50" becomes "1250"), at most 12 digits. */
export const digitsOnly = (input: string) => input.replace(/\D+/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
