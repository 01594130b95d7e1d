import { toCurrencyUnits } from '@gavel/contract';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import { invoiceSample, type LockedSaleLot, type OrdersService, type ReadTransactionSettings } from '../orders/index.js';
import { unitsRemaining } from '../buy-now/index.js';
import type { assertWithinSpendCap } from '../account/index.js';
import { BUYER_LABEL, closedEvent } from '../bidding/index.js';
import { addHours } from '../../platform/dates.js';
import type { OfferRow, OfferState, OffersRepository } from './offers.repository.js';
import { hasExpired, offerRefusal, presentOffer } from './offers.rules.js';
import { presentConsoleOffer } from './offers.presenter.js';
import type { audit as auditLog } from '../audit/index.js';

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
export interface OffersDeps {
  db: Db;
  repo: OffersRepository;
  orders: Pick<OrdersService, 'lockSaleLot' | 'readSaleLot' | 'unitsSold' | 'createSale' | 'markLotSold'>;
  settings: ReadTransactionSettings;
  assertWithinSpendCap: typeof assertWithinSpendCap;
  audit: Pick<typeof auditLog, 'record'>;
  realtime: () => Pick<Realtime, 'emitToLots'>;
  events: Pick<EventBus, 'publish'>;
  /** Private lots (issue 42): whether the lot exists for this buyer, read in the caller's transaction. */
  visibleTo: (db: DbOrTx, lotId: number, userId: number) => Promise<boolean>;
  now?: () => Date;
}

export function createOffersService(d: OffersDeps) {
  const { db, repo: offersRepository, orders, settings, audit, realtime, events } = d;
  const clock = d.now ?? (() => new Date());
  /** Locks lot then offer; the offer must exist (and belong to `buyerId` when given), else 404. */
  async function lockPair(tx: Tx, offerId: number, buyerId?: number, lotId?: number, scope?: Scope) {
    const ref = await offersRepository.lotOf(tx, offerId);
    if (!ref || (buyerId !== undefined && ref.buyerId !== buyerId) || (lotId !== undefined && ref.lotId !== lotId)) {
      throw new AppError('NOT_FOUND');
    }
    const lot = (await orders.lockSaleLot(tx, ref.lotId))!;
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
    await d.assertWithinSpendCap(tx, offer.buyerId, amount, { lotId: lot.id });
    const sale = await orders.createSale(tx, lot, {
      buyerId: offer.buyerId,
      kind: 'offer',
      amount,
      qty: lot.qty,
      unitPrice: amount,
      offerId: offer.id,
    });
    await offersRepository.update(tx, offer.id, { status: 'approved', acceptedBy, orderId: sale.orderId, expiresAt: null });
    const closed = await orders.markLotSold(tx, lot.id, { winnerId: offer.buyerId, price: amount, keepOfferId: offer.id, actorId });
    return { lotId: lot.id, buyerId: offer.buyerId, offerId: offer.id, amount, ...sale, ...closed };
  }

  function afterSale(s: Sold) {
    realtime().emitToLots('realclosedupdates', [closedEvent(s.lotId, s.amount, s.buyerId, BUYER_LABEL)]);
    events.publish('offer.accepted', { offerId: s.offerId, lotId: s.lotId, buyerId: s.buyerId, amountCents: s.amount });
    events.publish('order.created', { orderId: s.orderId, invoiceId: s.invoiceId, lotId: s.lotId, buyerId: s.buyerId, kind: 'offer', amountCents: s.amount });
    events.publish('lot.closed', { lotId: s.lotId, winnerId: s.buyerId, priceCents: s.amount, bidderIds: s.bidderIds });
    for (const o of s.declined) events.publish('offer.declined', { offerId: o.id, lotId: s.lotId, buyerId: o.buyerId });
  }

  return {
    async expiryHours() {
      return (await settings()).offerExpiryHours;
    },

    async make(buyerId: number, lotId: number, amount: number, now = clock()) {
      const offer = await db.transaction(async (tx) => {
        const lot = await orders.lockSaleLot(tx, lotId);
        // A private lot does not exist for a buyer outside its groups (checked with the lot locked).
        if (!lot || !(await d.visibleTo(tx, lotId, buyerId))) throw new AppError('NOT_FOUND');
        const refusal = offerRefusal(lot, now, buyerId);
        if (refusal) throw new AppError(refusal);
        await offersRepository.expireDue(tx, now, offersRepository.whereBuyerLot(buyerId, lotId));
        if (await offersRepository.pendingOf(tx, lotId, buyerId)) throw new AppError('OFFER_PENDING');
        await d.assertWithinSpendCap(tx, buyerId, amount, { lotId });
        const hours = (await settings(tx)).offerExpiryHours;
        return offersRepository.insert(tx, { lotId, buyerId, amount, expiresAt: addHours(now, hours) });
      });
      events.publish('offer.placed', { offerId: offer.id, lotId, buyerId, amountCents: amount });
      return presentOffer(await offersRepository.record(db, offer.id), now);
    },

    async list(buyerId: number, lotId: number, now = clock()) {
      const where = offersRepository.whereBuyerLot(buyerId, lotId);
      await offersRepository.expireDue(db, now, where);
      const [records, lot, hours] = await Promise.all([
        offersRepository.records(db, where, { limit: 100, offset: 0, order: 'desc' }),
        orders.readSaleLot(lotId),
        this.expiryHours(),
      ]);
      if (!lot || !(await d.visibleTo(db, lotId, buyerId))) throw new AppError('NOT_FOUND');
      const offers = records.map((r) => presentOffer(r, now));
      const pending = offers.some((o) => o.status === 'submitted' || o.status === 'countered');
      return { offers, expiry_hours: hours, can_offer: !offerRefusal(lot, now, buyerId) && !pending };
    },

    /** The preview of buying at the offer's counter; only a countered offer, still open, can be bought. */
    async sample(buyerId: number, lotId: number, offerId: number, now = clock()) {
      const [r] = await offersRepository
        .records(db, offersRepository.whereBuyerLot(buyerId, lotId), { limit: 100, offset: 0, order: 'desc' })
        .then((rs) => rs.filter((x) => x.offer.id === offerId));
      if (!r) throw new AppError('NOT_FOUND');
      const status = hasExpired(r.offer, now) ? 'expired' : r.offer.status;
      const lot = await orders.readSaleLot(lotId);
      if (!lot || !(await d.visibleTo(db, lotId, buyerId))) throw new AppError('NOT_FOUND');
      const s = await settings();
      const sold = lot.listingFormat === 'pricelock' ? await orders.unitsSold(lotId) : 0;
      const counter = r.offer.counterAmount ?? r.offer.amount;
      let reason: 'OUT_OF_STOCK' | 'LOT_CLOSED' | 'OFFER_EXPIRED' | 'OFFER_NOT_COUNTERED' | null =
        lot.status === 'sold' ? 'OUT_OF_STOCK' : lot.status !== 'open' ? 'LOT_CLOSED' : null;
      if (status !== 'countered' && !reason) reason = status === 'expired' ? 'OFFER_EXPIRED' : 'OFFER_NOT_COUNTERED';
      const sample = invoiceSample(lot, {
        kind: 'offer',
        unitPrice: counter,
        qty: lot.qty,
        amount: counter,
        qtyAvailable: unitsRemaining(lot, sold),
        flatShippingFee: s.shippingFeeCents,
        offer: { id: offerId, counter },
        reason,
      });
      return { sample, offer_status: status, expires_at: status === 'countered' ? (r.offer.expiresAt?.toISOString() ?? null) : null };
    },

    async acceptCounter(buyerId: number, lotId: number, offerId: number, price: number, now = clock()) {
      const sold = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, buyerId, lotId);
        assertSellable(lot, now);
        assertAnswerable(offer, 'countered', now);
        if (price !== offer.counterAmount) throw new AppError('PRICE_CHANGED', undefined, { details: { price: offer.counterAmount === null ? null : toCurrencyUnits(offer.counterAmount) } });
        return sell(tx, lot, offer, offer.counterAmount ?? 0, buyerId, buyerId);
      });
      afterSale(sold);
      return { orderId: sold.orderId, invoiceId: sold.invoiceId };
    },

    async declineCounter(buyerId: number, offerId: number, now = clock()) {
      const offer = await db.transaction(async (tx) => {
        const { offer } = await lockPair(tx, offerId, buyerId);
        assertAnswerable(offer, 'countered', now);
        return offersRepository.update(tx, offer.id, { status: 'counter_declined', expiresAt: null });
      });
      events.publish('offer.counterDeclined', { offerId, lotId: offer.lotId, buyerId });
    },

    /** The console queue; a seller (`scope.sellerId`) sees the offers on its own lots only. */
    async adminList(scope: Scope, f: { status: OfferState | 'pending' | 'all'; pid?: number; page: number; limit: number }, now = clock()) {
      await offersRepository.expireDue(db, now);
      const where = offersRepository.whereConsole({ status: f.status, lotId: f.pid, sellerId: scope.sellerId });
      const [records, total] = await Promise.all([
        offersRepository.consoleRecords(db, where, { limit: f.limit, offset: (f.page - 1) * f.limit }),
        offersRepository.consoleCount(db, where),
      ]);
      const history = await offersRepository.between(db, records.map((r) => ({ buyerId: r.offer.buyerId, lotId: r.offer.lotId })));
      return { records: records.map((r) => presentConsoleOffer(r, history, now)), totalRecords: total };
    },

    async adminAccept(scope: Scope & { actorId: number }, offerId: number, now = clock()) {
      const sold = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, undefined, undefined, scope);
        assertSellable(lot, now);
        assertAnswerable(offer, 'submitted', now);
        const s = await sell(tx, lot, offer, offer.amount, scope.actorId, scope.actorId);
        await audit.record(tx, {
          actorId: scope.actorId, action: 'offers.accept', entity: 'offer', entityId: offer.id, lotId: lot.id, userId: offer.buyerId,
          before: { status: offer.status, amount: toCurrencyUnits(offer.amount) }, after: { status: 'approved', order_id: s.orderId, invoice_id: s.invoiceId },
        });
        return s;
      });
      afterSale(sold);
      return { offer: presentOffer(await offersRepository.record(db, offerId), now), orderId: sold.orderId, invoiceId: sold.invoiceId };
    },

    async adminDecline(scope: Scope & { actorId: number }, offerId: number, now = clock()) {
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

    async adminCounter(scope: Scope & { actorId: number }, offerId: number, counterAmount: number, now = clock()) {
      const offer = await db.transaction(async (tx) => {
        const { lot, offer } = await lockPair(tx, offerId, undefined, undefined, scope);
        assertSellable(lot, now);
        assertAnswerable(offer, 'submitted', now);
        const hours = (await settings(tx)).offerExpiryHours;
        const updated = await offersRepository.update(tx, offer.id, { status: 'countered', counterBy: scope.actorId, counterAmount, expiresAt: addHours(now, hours) });
        await audit.record(tx, {
          actorId: scope.actorId, action: 'offers.counter', entity: 'offer', entityId: offer.id, lotId: lot.id, userId: offer.buyerId,
          before: { status: offer.status, amount: toCurrencyUnits(offer.amount) }, after: { status: 'countered', counter_amount: toCurrencyUnits(counterAmount) },
        });
        return updated;
      });
      events.publish('offer.countered', { offerId, lotId: offer.lotId, buyerId: offer.buyerId, counterCents: counterAmount });
      return presentOffer(await offersRepository.record(db, offerId), now);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
