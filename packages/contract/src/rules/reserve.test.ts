import { describe, expect, it } from 'vitest';
import { reserveMet, type ReserveInput } from './reserve.js';

const lot = (o: Partial<ReserveInput> = {}): ReserveInput => ({ reservePrice: 50_00, sealed: false, hasBid: true, price: 40_00, highestAmount: 60_00, ...o });

describe('reserveMet', () => {
  it('is met without a reserve, even before any bid', () => {
    expect(reserveMet(lot({ reservePrice: null, hasBid: false, highestAmount: null }))).toBe(true);
    expect(reserveMet(lot({ reservePrice: 0, hasBid: false, highestAmount: null }))).toBe(true);
    expect(reserveMet(lot({ reservePrice: 1, hasBid: false, highestAmount: null }))).toBe(false);
  });
  it('is not met before a bid stands on a lot with a reserve', () => {
    expect(reserveMet(lot({ hasBid: false, price: 90_00, highestAmount: null }))).toBe(false);
  });
  it('goes by the current price on a live lot, not the leader’s maximum', () => {
    expect(reserveMet(lot({ price: 49_99 }))).toBe(false);
    expect(reserveMet(lot({ price: 50_00 }))).toBe(true);
  });
  it('goes by the highest amount on a sealed lot, whose price stays the starting price', () => {
    expect(reserveMet(lot({ sealed: true, price: 10_00, highestAmount: 50_00 }))).toBe(true);
    expect(reserveMet(lot({ sealed: true, price: 90_00, highestAmount: 49_99 }))).toBe(false);
  });
});
