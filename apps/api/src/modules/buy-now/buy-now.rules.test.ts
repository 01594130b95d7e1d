import { describe, expect, it } from 'vitest';
import { buyNowRefusal, confirmPrice, lockedUnitPrice, unitsRemaining, type BuyableLot } from './buy-now.rules.js';

const now = new Date('2026-06-01T12:00:00Z');
const lot = (over: Partial<BuyableLot> = {}): BuyableLot => ({
  status: 'open',
  listingFormat: 'buynow',
  buyNowEnabled: true,
  buyNowPrice: 1_000_000,
  currentPrice: 10_000,
  qty: 1,
  dateAdded: new Date('2026-05-01T00:00:00Z'),
  dateClosed: new Date('2026-07-01T00:00:00Z'),
  sellerId: 99,
  ...over,
});

describe('buy-now rules', () => {
  it('allows an open buy-now lot whose price is above the current price', () => {
    expect(buyNowRefusal(lot(), now, 1)).toBeNull();
  });
  it('refuses a sold lot as out of stock and a closed or expired one as closed', () => {
    expect(buyNowRefusal(lot({ status: 'sold' }), now)).toBe('OUT_OF_STOCK');
    expect(buyNowRefusal(lot({ status: 'closed' }), now)).toBe('LOT_CLOSED');
    expect(buyNowRefusal(lot({ dateClosed: new Date('2026-06-01T11:59:59Z') }), now)).toBe('LOT_CLOSED');
  });
  it('refuses when the flag is off or the buy price is not above the current price', () => {
    expect(buyNowRefusal(lot({ buyNowEnabled: false }), now)).toBe('BUY_NOW_UNAVAILABLE');
    expect(buyNowRefusal(lot({ listingFormat: 'live', currentPrice: 1_000_000 }), now)).toBe('BUY_NOW_UNAVAILABLE');
    expect(buyNowRefusal(lot({ listingFormat: 'live', currentPrice: 999_999 }), now)).toBeNull();
  });
  it('refuses the seller buying their own lot and a lot not started', () => {
    expect(buyNowRefusal(lot(), now, 99)).toBe('OWN_LOT');
    expect(buyNowRefusal(lot({ dateAdded: new Date('2026-06-02T00:00:00Z') }), now)).toBe('LOT_NOT_STARTED');
  });
  it('prices a price-lock unit as the listed price divided by the quantity', () => {
    const pl = lot({ listingFormat: 'pricelock', buyNowPrice: 100_000, qty: 3, currentPrice: 100_000 });
    expect(lockedUnitPrice(pl)).toBe(33_333);
    expect(confirmPrice(pl)).toBe(33_333);
    expect(buyNowRefusal(pl, now)).toBeNull();
    expect(unitsRemaining(pl, 2)).toBe(1);
    expect(unitsRemaining(pl, 5)).toBe(0);
    expect(confirmPrice(lot())).toBe(1_000_000);
  });
});
