import { toCurrencyUnits, type InvoiceSample } from '@gavel/contract';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import { invoiceSample, type OrdersService, type ReadTransactionSettings } from '../orders/index.js';
import type { assertWithinSpendCap } from '../account/index.js';
import { BUYER_LABEL, closedEvent } from '../bidding/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { buyNowRefusal, confirmPrice, unitsRemaining } from './buy-now.rules.js';

export interface BuyNowInput {
  lotId: number;
  /** Confirmed price in cents (per unit for price lock). */
  price: number;
  qty: number;
  idempotencyKey?: string;
}

interface Closed {
  bidderIds: number[];
  declined: { id: number; buyerId: number }[];
  price: number;
}

export interface BuyNowResult {
  orderId: number;
  invoiceId: number;
  qty: number;
  amount: number;
  qtyRemaining: number;
}

/**
 * Buy now and price lock: one transaction with the lot row locked (price still the one
 * confirmed, stock remaining), creating the order and its invoice; a whole lot (or the
 * last unit) marks the lot sold and declines pending offers. Socket events and domain
 * events go out after commit.
 */
export interface BuyNowDeps {
  db: Db;
  orders: Pick<OrdersService, 'lockSaleLot' | 'readSaleLot' | 'findByIdempotencyKey' | 'unitsSold' | 'createSale' | 'markLotSold'>;
  settings: ReadTransactionSettings;
  assertWithinSpendCap: typeof assertWithinSpendCap;
  realtime: () => Pick<Realtime, 'emitToUser' | 'emitToLots'>;
  events: Pick<EventBus, 'publish'>;
  /** Private lots (issue 42): whether the lot exists for this buyer, read in the caller's transaction. */
  visibleTo: (db: DbOrTx, lotId: number, userId: number) => Promise<boolean>;
  now?: () => Date;
}

export function createBuyNowService(d: BuyNowDeps) {
  const { db, orders, settings, realtime, events } = d;
  const clock = d.now ?? (() => new Date());
  async function buy(buyerId: number, input: BuyNowInput, now: Date) {
    return db.transaction(async (tx): Promise<{ result: BuyNowResult; closed: Closed | null; kind: 'buy_now' | 'price_lock' | null }> => {
      const lot = await orders.lockSaleLot(tx, input.lotId);
      // A private lot does not exist for a buyer outside its groups (checked with the lot locked).
      if (!lot || !(await d.visibleTo(tx, lot.id, buyerId))) throw new AppError('NOT_FOUND');
      // A retry (double click) of a purchase that already went through answers that purchase;
      // the same key for another purchase (another lot, another quantity) is refused, as with bids.
      if (input.idempotencyKey) {
        const earlier = await orders.findByIdempotencyKey(tx, buyerId, input.idempotencyKey);
        if (earlier && (earlier.lotId !== lot.id || (lot.listingFormat === 'pricelock' && earlier.qty !== input.qty))) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        if (earlier) {
          const sold = await orders.unitsSold(lot.id, tx);
          return {
            result: { orderId: earlier.orderId, invoiceId: earlier.invoiceId!, qty: earlier.qty, amount: earlier.amount, qtyRemaining: unitsRemaining(lot, sold) },
            closed: null,
            kind: null,
          };
        }
      }
      const refusal = buyNowRefusal(lot, now, buyerId);
      if (refusal) throw new AppError(refusal);
      const unitPrice = confirmPrice(lot);
      if (input.price !== unitPrice) throw new AppError('PRICE_CHANGED', undefined, { details: { price: toCurrencyUnits(unitPrice) } });
      const pricelock = lot.listingFormat === 'pricelock';
      const sold = pricelock ? await orders.unitsSold(lot.id, tx) : 0;
      const remaining = unitsRemaining(lot, sold);
      if (remaining <= 0) throw new AppError('OUT_OF_STOCK');
      if (!pricelock && input.qty !== 1) throw new AppError('QTY_INVALID', undefined, { details: { remaining } });
      if (pricelock && input.qty > remaining) throw new AppError('QTY_INVALID', undefined, { details: { remaining } });
      const qty = pricelock ? input.qty : lot.qty;
      const amount = pricelock ? unitPrice * input.qty : unitPrice;
      // The buyer's spend cap (the lot row is locked, nothing written yet).
      await d.assertWithinSpendCap(tx, buyerId, amount, { lotId: lot.id });
      const sale = await orders
        .createSale(tx, lot, { buyerId, kind: pricelock ? 'pricelock' : 'buynow', amount, qty, unitPrice, idempotencyKey: input.idempotencyKey })
        .catch((err: unknown) => {
          // The same key used at the same moment for a purchase of another lot (another lot's lock).
          throw input.idempotencyKey && isUniqueViolation(err, 'orders_idempotency_unique') ? new AppError('IDEMPOTENCY_KEY_REUSED') : err;
        });
      const left = pricelock ? remaining - input.qty : 0;
      let closed: Closed | null = null;
      if (left === 0) {
        const price = pricelock ? unitPrice * lot.qty : amount;
        closed = { ...(await orders.markLotSold(tx, lot.id, { winnerId: buyerId, price, keepOfferId: null, actorId: buyerId })), price };
      }
      return { result: { orderId: sale.orderId, invoiceId: sale.invoiceId, qty, amount, qtyRemaining: left }, closed, kind: pricelock ? ('price_lock' as const) : ('buy_now' as const) };
    });
  }

  return {
    /** The preview of a buy-now or price-lock purchase of `qty` units, with why it cannot be bought now (if so). */
    async sample(buyerId: number, lotId: number, qty: number, now = clock()): Promise<InvoiceSample> {
      const lot = await orders.readSaleLot(lotId);
      if (!lot || !(await d.visibleTo(db, lotId, buyerId))) throw new AppError('NOT_FOUND');
      const s = await settings();
      const pricelock = lot.listingFormat === 'pricelock';
      const remaining = unitsRemaining(lot, pricelock ? await orders.unitsSold(lotId) : 0);
      let reason = buyNowRefusal(lot, now, buyerId);
      if (!reason && pricelock && qty > remaining) reason = remaining > 0 ? 'QTY_INVALID' : 'OUT_OF_STOCK';
      const unitPrice = confirmPrice(lot);
      return invoiceSample(lot, {
        kind: pricelock ? 'pricelock' : 'buynow',
        unitPrice,
        qty: pricelock ? qty : lot.qty,
        amount: pricelock ? unitPrice * qty : unitPrice,
        qtyAvailable: remaining,
        flatShippingFee: s.shippingFeeCents,
        offer: null,
        reason,
      });
    },

    async confirm(buyerId: number, input: BuyNowInput, now = clock()): Promise<BuyNowResult> {
      let out: Awaited<ReturnType<typeof buy>>;
      try {
        out = await buy(buyerId, input, now);
      } catch (err) {
        const message = err instanceof AppError ? err.message : 'something went wrong';
        realtime().emitToUser(buyerId, 'buynowAddtime', { id: input.lotId, status: 'failed', error: message, bpop_cbidder: buyerId });
        throw err;
      }
      const { result, closed } = out;
      realtime().emitToUser(buyerId, 'buynowAddtime', { id: input.lotId, status: 'success', bpop_cbidder: buyerId, invoice_id: result.invoiceId });
      if (out.kind) {
        events.publish('order.created', {
          orderId: result.orderId,
          invoiceId: result.invoiceId,
          lotId: input.lotId,
          buyerId,
          kind: out.kind,
          amountCents: result.amount,
        });
      }
      if (closed) {
        realtime().emitToLots('realclosedupdates', [closedEvent(input.lotId, closed.price, buyerId, BUYER_LABEL)]);
        events.publish('lot.closed', { lotId: input.lotId, winnerId: buyerId, priceCents: closed.price, bidderIds: closed.bidderIds });
        for (const o of closed.declined) events.publish('offer.declined', { offerId: o.id, lotId: input.lotId, buyerId: o.buyerId });
      }
      return result;
    },
  };
}
export type BuyNowService = ReturnType<typeof createBuyNowService>;
