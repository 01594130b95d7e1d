import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { LockedSaleLot, OrdersService } from '../orders/index.js';
import { defaultTransactionSettings } from '../orders/index.js';
import type { OfferRow, OffersRepository } from './offers.repository.js';
import { createOffersService } from './offers.service.js';

const now = new Date('2026-06-01T12:00:00Z');
const hour = 3_600_000;
type Lot = NonNullable<LockedSaleLot>;
const lot: Lot = {
  id: 5, status: 'open', listingFormat: 'live', auctionType: 'live', buyNowEnabled: false, buyNowPrice: null, makeOfferEnabled: true,
  startingPrice: 1_000, currentPrice: 1_000, bidCount: 0, qty: 1, dateAdded: new Date('2026-05-01T00:00:00Z'),
  dateClosed: new Date('2026-07-01T00:00:00Z'), sellerId: 99, currency: 'USD', buyerShips: false, shippingFee: null,
};
const offerRow = (over: Partial<OfferRow>): OfferRow =>
  ({ id: 8, lotId: 5, buyerId: 7, amount: 20_000, counterAmount: null, status: 'submitted', expiresAt: new Date(now.getTime() + hour), orderId: null, acceptedBy: null, declinedBy: null, counterBy: null, createdAt: now, updatedAt: now, ...over }) as OfferRow;

function setup(offer: OfferRow) {
  const sales: number[] = [];
  const published: string[] = [];
  const repo = fake<OffersRepository>(
    {
      lotOf: async () => ({ lotId: offer.lotId, buyerId: offer.buyerId }),
      lock: async () => offer,
      update: async (_tx, _id, set) => Object.assign(offer, set),
      record: async () => ({ offer, title: 'Lot', invoiceId: null }),
    },
    'offersRepository',
  );
  const orders = fake<Pick<OrdersService, 'lockSaleLot' | 'readSaleLot' | 'unitsSold' | 'createSale' | 'markLotSold'>>(
    {
      lockSaleLot: async () => lot,
      createSale: async (_tx, _lot, s) => (sales.push(s.amount), { orderId: 11, invoiceId: 21 }),
      markLotSold: async () => ({ bidderIds: [], declined: [] }),
    },
    'orders',
  );
  const service = createOffersService({
    db: fakeDb(),
    repo,
    orders,
    settings: async () => ({ ...defaultTransactionSettings, offerExpiryHours: 24 }),
    assertWithinSpendCap: async () => undefined,
    audit: { record: async () => undefined },
    realtime: () => ({ emitToLots: () => undefined }),
    events: { publish: (name) => void published.push(`${name}:${offer.status}`) },
    visibleTo: async () => true,
    now: () => now,
  });
  return { service, offer, sales, published };
}

const staff = { sellerId: null, actorId: 1 };

describe('offers service', () => {
  it('counters a submitted offer, open for the configured hours', async () => {
    const t = setup(offerRow({}));
    const o = await t.service.adminCounter(staff, 8, 25_000);
    expect(o).toMatchObject({ status: 'countered', counter_amount: 25_000, expires_at: new Date(now.getTime() + 24 * hour).toISOString() });
    expect(t.published).toEqual(['offer.countered:countered']);
  });

  it('refuses to accept a counter whose time ran out', async () => {
    const t = setup(offerRow({ status: 'countered', counterAmount: 25_000, expiresAt: new Date(now.getTime() - 1) }));
    await expect(t.service.acceptCounter(7, 5, 8, 25_000)).rejects.toMatchObject({ code: 'OFFER_EXPIRED' });
    expect(t.sales).toEqual([]);
  });

  it('refuses a counter accepted at another price', async () => {
    const t = setup(offerRow({ status: 'countered', counterAmount: 25_000 }));
    await expect(t.service.acceptCounter(7, 5, 8, 20_000)).rejects.toMatchObject({ code: 'PRICE_CHANGED' });
  });

  it('sells at the counter when the buyer accepts it, and publishes after the sale', async () => {
    const t = setup(offerRow({ status: 'countered', counterAmount: 25_000 }));
    expect(await t.service.acceptCounter(7, 5, 8, 25_000)).toEqual({ orderId: 11, invoiceId: 21 });
    expect(t.sales).toEqual([25_000]);
    expect(t.offer).toMatchObject({ status: 'approved', orderId: 11 });
    expect(t.published.slice(0, 3)).toEqual(['offer.accepted:approved', 'order.created:approved', 'lot.closed:approved']);
  });

  it('refuses to accept an offer that is not awaiting an answer', async () => {
    const t = setup(offerRow({ status: 'declined' }));
    await expect(t.service.adminAccept(staff, 8)).rejects.toMatchObject({ code: 'OFFER_NOT_PENDING' });
  });
});
