import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { bids, lots, offers } from '../../platform/db/schema/index.js';

const lockedColumns = {
  id: lots.id,
  status: lots.status,
  listingFormat: lots.listingFormat,
  auctionType: lots.auctionType,
  buyNowEnabled: lots.buyNowEnabled,
  buyNowPrice: lots.buyNowPrice,
  makeOfferEnabled: lots.makeOfferEnabled,
  startingPrice: lots.startingPrice,
  currentPrice: lots.currentPrice,
  bidCount: lots.bidCount,
  qty: lots.qty,
  dateAdded: lots.dateAdded,
  dateClosed: lots.dateClosed,
  sellerId: lots.sellerId,
  currency: lots.currency,
  buyerShips: lots.buyerShips,
  shippingFee: lots.shippingFee,
};
export type LockedSaleLot = Awaited<ReturnType<typeof saleLotRepository.lockLot>>;

/** Lot rows as the selling paths (buy now, price lock, offers, price drop) lock and change them. */
export const saleLotRepository = {
  /** The lot row, locked (always the first lock a selling transaction takes). */
  async lockLot(tx: Tx, id: number) {
    const [row] = await tx.select(lockedColumns).from(lots).where(eq(lots.id, id)).for('no key update');
    return row ?? null;
  },

  async readLot(tx: Tx | import('../../platform/db/client.js').Db, id: number) {
    const [row] = await tx.select({ ...lockedColumns, title: lots.title }).from(lots).where(eq(lots.id, id)).limit(1);
    return row ?? null;
  },

  async markSold(tx: Tx, id: number, winnerUserId: number, soldPrice: number) {
    await tx.update(lots).set({ status: 'sold', winnerUserId, soldPrice, closedAt: sql`now()` }).where(eq(lots.id, id));
  },

  /** Bidders of a lot (a live auction ended by buy now: they learn they lost). */
  async bidderIds(tx: Tx, lotId: number) {
    const rows = await tx
      .selectDistinct({ userId: bids.userId })
      .from(bids)
      .where(and(eq(bids.lotId, lotId), sql`${bids.cancelledAt} is null`));
    return rows.map((r) => r.userId);
  },

  /** Declines every offer still awaiting an answer on a sold lot; answers them. */
  async declinePendingOffers(tx: Tx, lotId: number, exceptOfferId: number | null, actorId: number) {
    return tx
      .update(offers)
      .set({ status: 'declined', declinedBy: actorId, updatedAt: sql`now()`, expiresAt: null })
      .where(
        and(
          eq(offers.lotId, lotId),
          inArray(offers.status, ['submitted', 'countered']),
          exceptOfferId ? sql`${offers.id} <> ${exceptOfferId}` : undefined,
        ),
      )
      .returning({ id: offers.id, buyerId: offers.buyerId });
  },
};
export type SaleLotRepository = typeof saleLotRepository;
