import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import { ordersRepository } from '../orders/index.js';
import { saleLotRepository, type LockedSaleLot } from '../orders/index.js';
import { readTransactionSettings } from '../orders/index.js';
import { assertWithinSpendCap } from '../account/index.js';
import { addHours } from '../../platform/dates.js';
import { offersRepository, type OfferRow, type OfferState } from './offers.repository.js';
import { hasExpired, offerRefusal, presentOffer } from './offers.rules.js';
import { presentConsoleOffer } from './offers.presenter.js';
import { audit } from '../audit/index.js';

/** Whose offers a console caller may see and answer: every lot (staff, sellerId null) or a seller's own. */
export interface Scope {
  sellerId: number | null;
}

interface Sold {
  lotId: number;
  buyerId: number;
  offerId: number;
  amount: number;
  orderId: number;
  invoiceId: number;
  bidderIds: number[];
  declined: { id: number; buyerId: number }[];
}

/**
 * Offers (spec 2 §4): submitted → approved | declined | countered; a counter → accepted
 * (approved) | counter_declined; unanswered offers and counters expire. Every change locks
 * the lot row first, then the offer row. An acceptance sells the lot in the same transaction.
 */
export function createOffersService(db: Db, realtime: () => Realtime, events: EventBus) {
  /** Locks lot then offer; the offer must exist (and belong to `buyerId` when given), else 404. */
  async function lockPair(tx: Tx, offerId: number, buyerId?: number, lotId?: number, scope?: Scope) {
    const ref = await offersRepository.lotOf(tx, offerId);
    if (!ref || (buyerId !== undefined && ref.buyerId !== buyerId) || (lotId !== undefined && ref.lotId !== lotId)) {
      throw new AppError('NOT_FOUND');
    }
    const lot = (await saleLotRepository.lockLot(tx, ref.lotId))!;
    // A seller answers offers on its own lots only: another seller's offer does not exist for it.
    if (scope && scope.sellerId !== null && lot.sellerId !== scope.sellerId) throw new AppError('NOT_FOUND');
    const offer = (await offersRepository.lock(tx, offerId))!;
    return { lot, offer };
  }

  function assertAnswerable(offer: OfferRow, expected: OfferState, now: Date) {
    if (offer.status === 'expired' || hasExpired(offer, now)) throw new AppError('OFFER_EXPIRED');
    if (offer.status !== expected) throw new AppError(expected === 'countered' ? 'OFFER_NOT_COUNTERED' : 'OFFER_NOT_PENDING');
  }

  function assertSellable(lot: LockedSaleLot & object, now: Date) {
    if (lot.status === 'sold') throw new AppError('OUT_OF_STOCK');
    if (lot.status !== 'open' || lot.dateClosed.getTime() <= now.getTime()) throw new AppError('LOT_CLOSED');
  }

  /** The sale an accepted offer makes: order + invoice, lot sold, other pending offers declined. */
  async function sell(tx: Tx, lot: LockedSaleLot & object, offer: OfferRow, amount: number, actorId: number, acceptedBy: number): Promise<Sold> {
    // The buyer's spend cap, checked again at the sale (other purchases may have come since the offer).
    await assertWithinSpendCap(tx, offer.buyerId, amount, { lotId: lot.id });
    const sale = await ordersRepository.createSale(tx, lot, {
      buyerId: offer.buyerId,
      kind: 'offer',
      amount,
      qty: lot.qty,
      unitPrice: amount,
      offerId: offer.id,
    });
    await offersRepository.update(tx, offer.id, { status: 'approved', acceptedBy, orderId: sale.orderId, expiresAt: null });
    await saleLotRepository.markSold(tx, lot.id, offer.buyerId, amount);
    return {
      lotId: lot.id,
      buyerId: offer.buyerId,
      offerId: offer.id,
      amount,
      ...sale,
      bidderIds: await saleLotRepository.bidderIds(tx, lot.id),
      declined: await saleLotRepository.declinePendingOffers(tx, lot.id, offer.id, actorId),
    };
  }

  function afterSale(s: Sold) {
    realtime().emitToLot(s.lotId, 'realclosedupdates', { id: s.lotId, usr: s.buyerId, bpop_cbidder: s.buyerId, buynowamount: s.amount });
    events.publish('offer.accepted', { offerId: s.offerId, lotId: s.lotId, buyerId: s.buyerId, amountCents: s.amount });
    events.publish('order.created', { orderId: s.orderId, invoiceId: s.invoiceId, lotId: s.lotId, buyerId: s.buyerId, kind: 'offer', amountCents: s.amount });
    events.publish('lot.closed', { lotId: s.lotId, winnerId: s.buyerId, priceCents: s.amount, bidderIds: s.bidderIds });
    for (const o of s.declined) events.publish('offer.declined', { offerId: o.id, lotId: s.lotId, buyerId: o.buyerId });
  }

  return {
    async expiryHours() {
      return (await readTransactionSettings(db)).offerExpiryHours;
    },

    async make(buyerId: number, lotId: number, amount: number, now = new Date()) {
      const offer = await db.transaction(async (tx) => {
        const lot = await saleLotRepository.lockLot(tx, lotId);
        if (!lot) throw new AppError('NOT_FOUND');
        const refusal = offerRefusal(lot, now, buyerId);
        if (refusal) throw new AppError(refusal);
        await offersRepository.expireDue(tx, now, offersRepository.whereBuyerLot(buyerId, lotId));
        if (await offersRepository.pendingOf(tx, lotId, buyerId)) throw new AppError('OFFER_PENDING');
        await assertWithinSpendCap(tx, buyerId, amount, { lotId });
        const hours = (await readTransactionSettings(tx)).offerExpiryHours;
        return offersRepository.insert(tx, { lotId, buyerId, amount, expiresAt: addHours(now, hours) });
      });
      events.publish('offer.placed', { offerId: offer.id, lotId, buyerId, amountCents: amount });
      return presentOffer(await offersRepository.record(db, offer.id), now);
    },

    async list(buyerId: number, lotId: number, now = new Date()) {
      const where = offersRepository.whereBuyerLot(buyerId, lotId);
      await offersRepository.expireDue(db, now, where);
      const [records, lot, hours] = await Promise.all([
        offersRepository.records(db, where, { limit: 100, offset: 0, order: 'desc' }),
        saleLotRepository.readLot(db, lotId),
        this.expiryHours(),
      ]);
      if (!lot) throw new AppError('NOT_FOUND');
      const offers = records.map((r) => presentOffer(r, now));
      const pending = offers.some((o) => o.status === 'submitted' || o.status === 'countered');
      return { offers, expiry_hours: hours, can_offer: !offerRefusal(lot, now, buyerId) && !pending };
    },

    async acceptCounter(buyerId: number, lotId: number, offerId: number, price: number, now = new Date()) {
      const sold = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, buyerId, lotId);
        assertSellable(lot, now);
        assertAnswerable(offer, 'countered', now);
        if (price !== offer.counterAmount) throw new AppError('PRICE_CHANGED', undefined, { details: { price: offer.counterAmount } });
        return sell(tx, lot, offer, offer.counterAmount ?? 0, buyerId, buyerId);
      });
      afterSale(sold);
      return { orderId: sold.orderId, invoiceId: sold.invoiceId };
    },

    async declineCounter(buyerId: number, offerId: number, now = new Date()) {
      const offer = await db.transaction(async (tx) => {
        const { offer } = await lockPair(tx, offerId, buyerId);
        assertAnswerable(offer, 'countered', now);
        return offersRepository.update(tx, offer.id, { status: 'counter_declined', expiresAt: null });
      });
      events.publish('offer.counterDeclined', { offerId, lotId: offer.lotId, buyerId });
    },

    /** The console queue; a seller (`scope.sellerId`) sees the offers on its own lots only. */
    async adminList(scope: Scope, f: { status: OfferState | 'pending' | 'all'; pid?: number; page: number; limit: number }, now = new Date()) {
      await offersRepository.expireDue(db, now);
      const where = offersRepository.whereConsole({ status: f.status, lotId: f.pid, sellerId: scope.sellerId });
      const [records, total] = await Promise.all([
        offersRepository.consoleRecords(db, where, { limit: f.limit, offset: (f.page - 1) * f.limit }),
        offersRepository.consoleCount(db, where),
      ]);
      const history = await offersRepository.between(db, records.map((r) => ({ buyerId: r.offer.buyerId, lotId: r.offer.lotId })));
      return { records: records.map((r) => presentConsoleOffer(r, history, now)), totalRecords: total };
    },

    async adminAccept(scope: Scope & { actorId: number }, offerId: number, now = new Date()) {
      const sold = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, undefined, undefined, scope);
        assertSellable(lot, now);
        assertAnswerable(offer, 'submitted', now);
        const s = await sell(tx, lot, offer, offer.amount, scope.actorId, scope.actorId);
        await audit.record(tx, {
          actorId: scope.actorId, action: 'offers.accept', entity: 'offer', entityId: offer.id, lotId: lot.id, userId: offer.buyerId,
          before: { status: offer.status, amount: offer.amount }, after: { status: 'approved', order_id: s.orderId, invoice_id: s.invoiceId },
        });
        return s;
      });
      afterSale(sold);
      return { offer: presentOffer(await offersRepository.record(db, offerId), now), orderId: sold.orderId, invoiceId: sold.invoiceId };
    },

    async adminDecline(scope: Scope & { actorId: number }, offerId: number, now = new Date()) {
      const offer = await db.transaction(async (tx) => {
        const { offer } = await lockPair(tx, offerId, undefined, undefined, scope);
        assertAnswerable(offer, 'submitted', now);
        const updated = await offersRepository.update(tx, offer.id, { status: 'declined', declinedBy: scope.actorId, expiresAt: null });
        await audit.record(tx, {
          actorId: scope.actorId, action: 'offers.decline', entity: 'offer', entityId: offer.id, lotId: offer.lotId, userId: offer.buyerId,
          before: { status: offer.status }, after: { status: 'declined' },
        });
        return updated;
      });
      events.publish('offer.declined', { offerId, lotId: offer.lotId, buyerId: offer.buyerId });
      return presentOffer(await offersRepository.record(db, offerId), now);
    },

    async adminCounter(scope: Scope & { actorId: number }, offerId: number, counterAmount: number, now = new Date()) {
      const offer = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, undefined, undefined, scope);
        assertSellable(lot, now);
        assertAnswerable(offer, 'submitted', now);
        const hours = (await readTransactionSettings(tx)).offerExpiryHours;
        const updated = await offersRepository.update(tx, offer.id, { status: 'countered', counterBy: scope.actorId, counterAmount, expiresAt: addHours(now, hours) });
        await audit.record(tx, {
          actorId: scope.actorId, action: 'offers.counter', entity: 'offer', entityId: offer.id, lotId: lot.id, userId: offer.buyerId,
          before: { status: offer.status, amount: offer.amount }, after: { status: 'countered', counter_amount: counterAmount },
        });
        return updated;
      });
      events.publish('offer.countered', { offerId, lotId: offer.lotId, buyerId: offer.buyerId, counterCents: counterAmount });
      return presentOffer(await offersRepository.record(db, offerId), now);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
