import type { ErrorCode } from '@gavel/contract';

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
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The i18n key of an error's text: `errors.<CODE>` (errors.INTERNAL for anything unknown). */
export const errorKey = (e: unknown): string => `errors.${isApiError(e) ? e.code : 'INTERNAL'}`;
