/** Card payments carry a 3 % fee (spec 2 §9) on the amount due (amount + shipping). */
export const CARD_FEE_PERCENT = 3;

/**
 * The card fee on an amount due, in integer cents, rounded half up to the cent: the invoice the
 * API writes and the estimate the web shows before paying. With integer cents and an integer
 * percent a half cent is an exact `.5`, so `Math.round` rounds it up.
 */
export const cardFeeOf = (dueCents: number, percent: number = CARD_FEE_PERCENT) => Math.round((dueCents * percent) / 100);
