import { z } from 'zod';

/**
 * Stable machine codes carried by every error response (`code`). The client
 * translates `errors.<CODE>`; the server's `message` is the English fallback.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MAINTENANCE',
  'UNKNOWN_SITE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_PENDING',
  'ACCOUNT_DEACTIVATED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'EMAIL_TAKEN',
  'LOT_CLOSED',
  'LOT_NOT_STARTED',
  'BID_INVALID',
  'BID_TOO_LOW',
  'BID_INCREMENT_TOO_SMALL',
  'TERMS_NOT_ACCEPTED',
  'OWN_LOT',
  'INTERNAL',
  'TOKEN_USED',
  'USERNAME_TAKEN',
  'REGISTRATION_INCOMPLETE',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = (typeof errorCodes)[number];

/** The error envelope: api-notes "Responses carry status ... plus a machine code". */
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  /** Field-level messages for validation errors: path (dot-joined) → message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Extra values the message needs (e.g. `minimum` for BID_TOO_LOW). */
  details: z.record(z.string(), z.unknown()).optional(),
  /** Control-hub flag: the site is in maintenance; the client shows "API Disabled". */
  controlHub: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** HTTP status for each code; one table used by the server's error handler. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MAINTENANCE: 503,
  UNKNOWN_SITE: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_PENDING: 403,
  ACCOUNT_DEACTIVATED: 403,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  EMAIL_TAKEN: 409,
  LOT_CLOSED: 409,
  LOT_NOT_STARTED: 409,
  BID_INVALID: 422,
  BID_TOO_LOW: 422,
  BID_INCREMENT_TOO_SMALL: 422,
  TERMS_NOT_ACCEPTED: 403,
  OWN_LOT: 403,
  INTERNAL: 500,
  TOKEN_USED: 400,
  USERNAME_TAKEN: 409,
  REGISTRATION_INCOMPLETE: 403,
};
