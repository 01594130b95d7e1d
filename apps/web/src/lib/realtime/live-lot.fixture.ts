import type { LiveLot } from './live-lot';

/** An open live lot card as the tests of live lots start from (lot 7 unless told). */
export const liveLotFixture = (over: Partial<LiveLot> = {}): LiveLot => ({
  id: 7,
  listing_format: 'live',
  market_status: 'open',
  wprice: 10_000,
  next_bid: 10_500,
  bid_count: 2,
  date_closed: '2030-01-01T10:00:00.000Z',
  bidtopstatus: '',
  isWatchlisted: false,
  ...over,
});
