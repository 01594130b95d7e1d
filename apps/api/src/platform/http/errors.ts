import type { ErrorCode } from '@gavel/contract';

/** A failure the client can act on: a code from the contract, an English message, optional details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message ?? defaultMessages[code]);
  }
}

/** English fallbacks; the client shows `errors.<CODE>` in the user's language. */
export const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  MAINTENANCE: 'The service is currently unavailable. Please contact the administrator.',
  UNKNOWN_SITE: 'Unknown site.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  ACCOUNT_PENDING: 'Your account is waiting for approval.',
  ACCOUNT_DEACTIVATED: 'Your account have been deactivated.',
  TOKEN_INVALID: 'This link is not valid.',
  TOKEN_EXPIRED: 'This link has expired.',
  EMAIL_TAKEN: 'email address has already been used',
  LOT_CLOSED: 'This auction is closed.',
  LOT_NOT_STARTED: 'This auction has not started yet.',
  BID_INVALID: 'Enter Bid Amount',
  BID_TOO_LOW: 'Your bid is below the next bid.',
  BID_INCREMENT_TOO_SMALL: 'Your next bid must increase by the blind increment.',
  TERMS_NOT_ACCEPTED: 'You must Accept Terms and Condition to Bid on Product',
  OWN_LOT: 'You cannot bid on your own lot.',
  INTERNAL: 'Something went wrong!',
  TOKEN_USED: 'This link has already been used.',
  USERNAME_TAKEN: 'This username is already taken.',
  REGISTRATION_INCOMPLETE: 'Please finish your registration first.',
};
