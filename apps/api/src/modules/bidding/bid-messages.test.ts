import { describe, expect, it } from 'vitest';
import { nextBidHint, refusalMessage } from './bid-messages.js';

describe('refusalMessage', () => {
  it('asks for an amount when the bid is missing or malformed', () => {
    expect(refusalMessage({ code: 'BID_INVALID', details: {} })).toBe('Enter Bid Amount');
  });

  it('states the minimum bid in US dollars with grouping', () => {
    expect(refusalMessage({ code: 'BID_TOO_LOW', details: { minimum: 125_000 } })).toBe('Min. Bid $1,250');
    expect(refusalMessage({ code: 'BID_TOO_LOW', details: { minimum: 125_050 } })).toBe('Min. Bid $1,250.50');
  });

  it('states the minimum and the blind increment for a sealed re-bid', () => {
    expect(refusalMessage({ code: 'BID_INCREMENT_TOO_SMALL', details: { minimum: 1_250_000, increment: 500 } })).toBe(
      'Min. Bid $12,500: next bid must increase by $5',
    );
  });

  it('names a closed or not yet started auction', () => {
    expect(refusalMessage({ code: 'LOT_CLOSED', details: {} })).toBe('This auction is closed');
    expect(refusalMessage({ code: 'LOT_NOT_STARTED', details: {} })).toBe('This auction has not started yet');
  });
});

describe('nextBidHint', () => {
  it('asks a live bidder for the next bid or more, with currency', () => {
    expect(nextBidHint({ auctionType: 'live', startingPrice: 10_000, nextBid: 1_234_500, blindIncrement: 100 })).toBe(
      'Amount must be greater or equal to next bid $12,345',
    );
  });

  it('asks for the next bid on a sealed lot while it is still the starting price', () => {
    expect(nextBidHint({ auctionType: 'sealed', startingPrice: 10_000, nextBid: 10_000, blindIncrement: 500 })).toBe(
      'Amount must be greater or equal to next bid $100',
    );
  });

  it('states the blind increment for a sealed re-bid', () => {
    expect(nextBidHint({ auctionType: 'sealed', startingPrice: 10_000, nextBid: 40_500, blindIncrement: 500 })).toBe(
      'Your next bid must increase by $5',
    );
  });
});
