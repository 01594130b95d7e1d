import { z } from 'zod';
import { fieldMessages } from './field-messages.js';

/**
 * Field rules shared by the access forms (registration, login, password reset, seller
 * request). The web client validates with these very schemas before sending; the server
 * validates the same schemas, so a message seen in the form is the message the API sends
 * in `fields` (error envelope, code VALIDATION_FAILED).
 *
 * Messages are English fallbacks, worded as the spec words them (spec 1 §5).
 */
export { fieldMessages } from './field-messages.js';

/** A maximum-length message in the family's wording. */
export const maxMessage = (n: number) => `Maximum ${n} characters`;

/** A required single-line text: trimmed, non-empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(max, { error: max === 20 ? fieldMessages.max20 : maxMessage(max) });

/** An optional single-line text (missing → ''). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxMessage(max) })
    .default('');

/** Letters of any script (with their combining marks) and spaces. */
export const lettersAndSpacesPattern = /^[\p{L}\p{M} ]+$/u;

/** first_name, last_name, username: required, max 20, letters and spaces only (spec 1 §5). */
export const personNameField = requiredText(20).regex(lettersAndSpacesPattern, { error: fieldMessages.lettersAndSpaces });

/** A required email address ('Enter email address' when empty, 'invalid format' otherwise). */
export const emailField = z
  .string({ error: fieldMessages.enterEmail })
  .trim()
  .min(1, { error: fieldMessages.enterEmail })
  .max(254, { error: fieldMessages.invalidEmail })
  .regex(z.regexes.email, { error: fieldMessages.invalidEmail });

/**
 * A phone number: optional leading +, then digits with spaces, dots, hyphens or
 * parentheses; 7 to 15 digits in all (E.164 allows 15). 'invalid_number' otherwise.
 */
export const phonePattern = /^\+?[0-9 ().-]+$/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;
export const isPhoneNumber = (s: string) => phonePattern.test(s) && digitCount(s) >= 7 && digitCount(s) <= 15;

export const phoneField = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { error: fieldMessages.required })
  .max(30, { error: fieldMessages.invalidNumber })
  .refine(isPhoneNumber, { error: fieldMessages.invalidNumber });

/** An optional phone number (landline): empty is allowed, anything else must be a phone number. */
export const optionalPhoneField = z
  .string({ error: fieldMessages.invalidNumber })
  .trim()
  .max(30, { error: fieldMessages.invalidNumber })
  .refine((s) => s === '' || isPhoneNumber(s), { error: fieldMessages.invalidNumber })
  .default('');

/** Password limits: at least 8 characters (spec 1 §9); 200 caps the hashing work. */
export const passwordLimits = { min: 8, max: 200 } as const;

/** A new password (registration, reset): required, min 8 characters. */
export const newPasswordField = z
  .string({ error: fieldMessages.required })
  .min(1, { error: fieldMessages.required })
  .min(passwordLimits.min, { error: fieldMessages.min8 })
  .max(passwordLimits.max, { error: maxMessage(passwordLimits.max) });

/** A confirmation field (confirm_email, password1, confirm_password): required; equality is checked on the object. */
export const confirmationField = z.string({ error: fieldMessages.required }).min(1, { error: fieldMessages.required }).max(254);

/**
 * Registration zip code (spec 1 §5): digits, optionally in groups joined by single
 * hyphens, 5 or 6 characters in all. Accepts 12345, 123456, 123-45, 1234-5, 12-3-4;
 * refuses 1234, 1234567, 12345-, -12345, 12--34, 12 345, ABCDE.
 */
export const registrationZipPattern = /^(?=.{5,6}$)\d+(?:-\d+)*$/;
export const zipField = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { error: fieldMessages.required })
  .regex(registrationZipPattern, { error: fieldMessages.zip });

/** Emails compare without case and surrounding spaces (the database stores them as citext). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Run an object-level rule even when other fields failed, as long as the input is an object. */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
