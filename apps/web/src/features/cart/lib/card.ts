import { luhnValid } from '@gavel/contract';
/** Card fields as typed (spec 2 §9: credit card carries a 3 % fee). Checked here first; the provider checks again. */

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Luhn checksum over 12 to 19 digits, the processor's own rule. */
export const isCardNumber = (text: string): boolean => luhnValid(text.replace(/\D/g, ''));

/** "1234" or "12/34" → "12/34" as typed. */
export const formatExpiry = (text: string) => {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/** MM/YY → month and four-digit year, when it is a real month not yet past. */
export function parseExpiry(text: string, now = new Date()): { month: number; year: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() > now.getTime() ? { month, year } : null;
}

export const isCvc = (text: string) => /^\d{3,4}$/.test(text.trim());
