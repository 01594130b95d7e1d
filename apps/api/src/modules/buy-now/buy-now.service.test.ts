import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../testing/fake-db.js';
import type { LockedSaleLot, OrdersService } from '../orders/index.js';
import { defaultTransactionSettings } from '../orders/index.js';
import { createBuyNowService } from './buy-now.service.js';

const now = new Date('2026-06-01T12:00:00Z');
type Lot = NonNullable<LockedSaleLot>;
const lot = (over: Partial<Lot> = {}): Lot => ({
  id: 5, status: 'open', listingFormat: 'buynow', auctionType: 'live', buyNowEnabled: true, buyNowPrice: 50_000, makeOfferEnabled: false,
  startingPrice: 1_000, currentPrice: 1_000, bidCount: 0, qty: 1, dateAdded: new Date('2026-05-01T00:00:00Z'),
  dateClosed: new Date('2026-07-01T00:00:00Z'), sellerId: 99, currency: 'USD', buyerShips: false, shippingFee: null, ...over,
});

function setup(row: Lot, unitsSold = 0, visible = true) {
  const sales: { amount: number; qty: number }[] = [];
  let soldTo: number | null = null;
  const published: string[] = [];
  const orders: Pick<OrdersService, 'lockSaleLot' | 'readSaleLot' | 'findByIdempotencyKey' | 'unitsSold' | 'createSale' | 'markLotSold'> = {
    lockSaleLot: async () => row,
    readSaleLot: async () => ({ ...row, title: 'A lot' }),
    findByIdempotencyKey: async () => null,
    unitsSold: async () => unitsSold,
    createSale: async (_tx, _lot, s) => (sales.push({ amount: s.amount, qty: s.qty }), { orderId: 11, invoiceId: 21 }),
    markLotSold: async (_tx, _id, s) => ((soldTo = s.winnerId), { bidderIds: [3], declined: [] }),
  };
  const service = createBuyNowService({
    db: fakeDb(),
    orders,
    settings: async () => defaultTransactionSettings,
    assertWithinSpendCap: async () => undefined,
    realtime: () => ({ emitToUser: () => undefined, emitToLots: () => undefined }),
    // An event published before the sale was stored would see no sale.
    events: { publish: (name) => void published.push(`${name}:${sales.length}`) },
    visibleTo: async () => visible,
    now: () => now,
  });
  return { service, sales, published, soldTo: () => soldTo };
}

describe('buy-now service', () => {
  it('answers NOT_FOUND for a private lot the buyer is not allowed to see, and sells nothing', async () => {
    const t = setup(lot(), 0, false);
    await expect(t.service.confirm(7, { lotId: 5, price: 50_000, qty: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.service.sample(7, 5, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(t.sales).toHaveLength(0);
    expect(t.published).toEqual([]);
  });

  it('refuses when the confirmed price is no longer the buy-now price', async () => {
    const t = setup(lot());
    await expect(t.service.confirm(7, { lotId: 5, price: 40_000, qty: 1 })).rejects.toMatchObject({ code: 'PRICE_CHANGED', extra: { details: { price: 500 } } });
    expect(t.sales).toHaveLength(0);
  });

  it('refuses a lot already sold as out of stock', async () => {
    const t = setup(lot({ status: 'sold' }));
    await expect(t.service.confirm(7, { lotId: 5, price: 50_000, qty: 1 })).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
  });

  it('refuses price-lock units beyond the stock left', async () => {
    const t = setup(lot({ listingFormat: 'pricelock', buyNowPrice: 30_000, qty: 3 }), 2);
    await expect(t.service.confirm(7, { lotId: 5, price: 10_000, qty: 2 })).rejects.toMatchObject({ code: 'QTY_INVALID', extra: { details: { remaining: 1 } } });
  });

  it('sells the whole lot, marks it sold and publishes after the sale', async () => {
    const t = setup(lot());
    const r = await t.service.confirm(7, { lotId: 5, price: 50_000, qty: 1 });
    expect(r).toEqual({ orderId: 11, invoiceId: 21, qty: 1, amount: 50_000, qtyRemaining: 0 });
    expect(t.sales).toEqual([{ amount: 50_000, qty: 1 }]);
    expect(t.soldTo()).toBe(7);
    expect(t.published).toEqual(['order.created:1', 'lot.closed:1']);
  });

  it('previews a purchase with shipping (the flat fee) and the card fee', async () => {
    const t = setup(lot({ buyerShips: false, shippingFee: null }));
    const s = await t.service.sample(7, 5, 1);
    expect(s).toMatchObject({ amount: 50_000, shipping_fee: 7_500, total: 57_500, card_fee_if_card: 1_725, can_buy: true, reason: null });
  });
});
