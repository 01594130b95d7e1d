import type { ErrorCode, FieldErrorCode } from '@gavel/contract';

/** Codes the client adds for failures that never reached the API's error envelope. */
export type ClientErrorCode = 'NETWORK';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * A failed call: the API's error envelope, a client-side validation failure
 * (VALIDATION_FAILED before any request) or a network failure (NETWORK).
 * Show it with `t(errorKey(err))`; `message` is the English fallback.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
    /** The code of each of `fields` (same keys), translated as `fieldErrors.<CODE>`. */
    readonly fieldCodes: Record<string, FieldErrorCode> = {},
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The i18n key of an error's text: `errors.<CODE>` (errors.INTERNAL for anything unknown). */
export const errorKey = (e: unknown): string => `errors.${isApiError(e) ? e.code : 'INTERNAL'}`;

/**
 * A field's error in the current language: its code's text (`fieldErrors.<CODE>`), else the
 * API's English message; undefined when the field has no error.
 */
export function fieldErrorText(t: (key: string, options?: { defaultValue?: string }) => string, err: unknown, field: string): string | undefined {
  if (!isApiError(err)) return undefined;
  const message = err.fields[field];
  if (message === undefined) return undefined;
  const code = err.fieldCodes[field];
  return code ? t(`fieldErrors.${code}`, { defaultValue: message }) : message;
}

/** Every field's error of a failed call in the current language (see fieldErrorText); empty for other failures. */
export function fieldErrorTexts(t: (key: string, options?: { defaultValue?: string }) => string, err: unknown): Record<string, string> {
  if (!isApiError(err)) return {};
  return Object.fromEntries(Object.keys(err.fields).map((field) => [field, fieldErrorText(t, err, field)!]));
}

/**
 * One line for a failed call: a refused field's own text (its code translated, e.g. "Enter Bid
 * Amount" in the interface language) when the API named one, else the error code's text.
 */
export function errorText(t: (key: string, options?: { defaultValue?: string }) => string, err: unknown): string {
  if (isApiError(err) && err.code === 'VALIDATION_FAILED') {
    const first = Object.keys(err.fields)[0];
    if (first !== undefined) return fieldErrorText(t, err, first)!;
  }
  return t(errorKey(err));
}
