/**
 * Card number rules shared by the payment form and the payment processor (spec 2 §9), so
 * the browser refuses exactly what the server would.
 */

/** The digits of a card number as typed ("4242 4242-4242 4242" → "4242424242424242"). */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** Luhn checksum of a 12- to 19-digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network by its number's prefix. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}
