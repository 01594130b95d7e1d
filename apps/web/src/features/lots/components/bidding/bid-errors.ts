import { bidding } from '@gavel/contract';
import { errorKey, fieldErrorText, isApiError } from '../../../../lib/api-error';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A refused bid in the viewer's language: "Min. Bid $X" when the API says how much. */
export function bidErrorText(err: unknown, t: T, money: (cents: number) => string): string {
  if (isApiError(err)) {
    // The amounts travel in currency units; decoding gives cents.
    const details = bidding.bidRefusalDetails.safeParse(err.details);
    const minimum = details.success ? (details.data.minimum ?? null) : null;
    const increment = details.success ? (details.data.increment ?? null) : null;
    if (err.code === 'BID_TOO_LOW' && minimum !== null) return t('bid.minBid', { amount: money(minimum) });
    if (err.code === 'BID_INCREMENT_TOO_SMALL' && minimum !== null && increment !== null) {
      return t('bid.minBidIncrement', { amount: money(minimum), increment: money(increment) });
    }
    // A field error (e.g. no amount: "Enter Bid Amount"), by its code.
    const field = err.code === 'VALIDATION_FAILED' ? (fieldErrorText(t, err, 'wsprice') ?? fieldErrorText(t, err, Object.keys(err.fields)[0] ?? '')) : undefined;
    if (field) return field;
  }
  return t(errorKey(err));
}

/** A refused upload: wrong type, unreadable, too large. */
export function uploadErrorText(err: unknown, t: T, types: string): string {
  if (isApiError(err)) {
    if (err.code === 'UNSUPPORTED_MEDIA_TYPE') return t('upload.wrongType', { types });
    if (err.code === 'VALIDATION_FAILED') return t('upload.unreadable');
  }
  return t(errorKey(err));
}

/** Whether a file name has one of the accepted extensions (".csv,.xls,.xlsx"). */
export const hasExtension = (name: string, accept: string) =>
  accept.split(',').some((ext) => name.toLowerCase().endsWith(ext.trim().toLowerCase()));
