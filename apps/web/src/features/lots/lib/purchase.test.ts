import { describe, expect, it } from 'vitest';
import { canBuyNow, canMakeOffer, offerCents, perUnitCents } from './purchase';

const future = new Date(Date.now() + 3_600_000).toISOString();
const past = new Date(Date.now() - 3_600_000).toISOString();
const lot = {
  listing_format: 'live' as const,
  market_status: 'open' as const,
  buynow: 1,
  makeoffer: 1,
  bprice: 50_000,
  wprice: 20_000,
  qty: 4,
  date_closed: future,
};

describe('canBuyNow', () => {
  it('shows Buy now on an open lot whose buy price is above the current price', () => {
    expect(canBuyNow(lot, 'open')).toBe(true);
  });
  it('hides it when the current price reached the buy price, the flag is off, or the lot is not open', () => {
    expect(canBuyNow({ ...lot, wprice: 50_000 }, 'open')).toBe(false);
    expect(canBuyNow({ ...lot, buynow: 0 }, 'open')).toBe(false);
    expect(canBuyNow({ ...lot, bprice: null }, 'open')).toBe(false);
    expect(canBuyNow({ ...lot, market_status: 'sold' }, 'open')).toBe(false);
    expect(canBuyNow(lot, 'ended')).toBe(false);
    expect(canBuyNow(lot, 'upcoming')).toBe(false);
  });
  it('sells a price-lock lot at its locked price while stock remains', () => {
    const pricelock = { ...lot, listing_format: 'pricelock' as const, wprice: 50_000 };
    expect(canBuyNow(pricelock, 'open')).toBe(true);
    expect(canBuyNow({ ...pricelock, qty: 0 }, 'open')).toBe(false);
  });
});

describe('canMakeOffer', () => {
  it('needs an open lot, the makeoffer flag and a close in the future', () => {
    expect(canMakeOffer(lot, 'open', Date.now())).toBe(true);
    expect(canMakeOffer({ ...lot, makeoffer: 0 }, 'open', Date.now())).toBe(false);
    expect(canMakeOffer({ ...lot, date_closed: past }, 'open', Date.now())).toBe(false);
    expect(canMakeOffer({ ...lot, market_status: 'closed' }, 'open', Date.now())).toBe(false);
  });
});

describe('offerCents', () => {
  it('takes digits only and refuses zero', () => {
    expect(offerCents('1,250')).toBe(125_000);
    expect(offerCents('')).toBeNull();
    expect(offerCents('0')).toBeNull();
    expect(offerCents('000')).toBeNull();
    expect(offerCents('abc')).toBeNull();
  });
});

describe('perUnitCents', () => {
  it('divides the price by the quantity, to the cent', () => {
    expect(perUnitCents(100_000, 3)).toBe(33_333);
    expect(perUnitCents(100_000, 0)).toBe(100_000);
  });
});
