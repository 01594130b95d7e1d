import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { bidErrorText, hasExtension, uploadErrorText } from './bid-errors';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const money = (cents: number) => `$${cents / 100}`;

describe('bid refusals in the viewer language', () => {
  it('says "Min. Bid $X" with the minimum the API sent (currency units on the wire)', () => {
    const err = new ApiError('BID_TOO_LOW', 'Min. Bid $1,250', 422, {}, { minimum: 1_250 });
    expect(bidErrorText(err, t, money)).toBe('bid.minBid {"amount":"$1250"}');
  });
  it('states the blind increment of a sealed re-bid', () => {
    const err = new ApiError('BID_INCREMENT_TOO_SMALL', '', 422, {}, { minimum: 101, increment: 1 });
    expect(bidErrorText(err, t, money)).toBe('bid.minBidIncrement {"amount":"$101","increment":"$1"}');
  });
  it('translates every other code, and anything unknown as a generic error', () => {
    expect(bidErrorText(new ApiError('LOT_CLOSED', '', 409), t, money)).toBe('errors.LOT_CLOSED');
    expect(bidErrorText(new Error('boom'), t, money)).toBe('errors.INTERNAL');
  });
  it('explains refused uploads', () => {
    expect(uploadErrorText(new ApiError('UNSUPPORTED_MEDIA_TYPE', '', 415), t, '.xls, .xlsx')).toBe(
      'upload.wrongType {"types":".xls, .xlsx"}',
    );
    expect(uploadErrorText(new ApiError('VALIDATION_FAILED', '', 400), t, '.csv')).toBe('upload.unreadable');
    expect(hasExtension('Bids.XLSX', '.xls,.xlsx')).toBe(true);
    expect(hasExtension('bids.pdf', '.xls,.xlsx')).toBe(false);
  });
});
