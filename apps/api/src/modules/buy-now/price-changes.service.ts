import { toCurrencyUnits } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import type { OrdersService } from '../orders/index.js';
import type { audit as auditLog } from '../audit/index.js';
import type { PriceChangesRepository } from './price-changes.repository.js';

const unitsOrNull = (cents: number | null) => (cents === null ? null : toCurrencyUnits(cents));

/** The operator making the change (audited). */
export interface PriceChangeActor {
  actorId: number;
  ip?: string;
}

const lowerOnly = (field: string) => new AppError('VALIDATION_FAILED', undefined, { fields: { [field]: 'must be lower than the current price and above 0' } });

/** Operator price drop (drop_price, lot.priceDropped) and closing-time change (realtimeupdate). */
export interface PriceChangesDeps {
  db: Db;
  repo: PriceChangesRepository;
  orders: Pick<OrdersService, 'lockSaleLot'>;
  audit: Pick<typeof auditLog, 'record'>;
  realtime: () => Pick<Realtime, 'emitToLot'>;
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
}

export function createPriceChangesService(d: PriceChangesDeps) {
  const { db, repo, orders, audit, realtime, events } = d;
  const clock = d.now ?? (() => new Date());
  return {
    async dropPrice(by: PriceChangeActor, lotId: number, input: { sprice?: number; bprice?: number }, now = clock()) {
      const out = await db.transaction(async (tx) => {
        const lot = await orders.lockSaleLot(tx, lotId);
        if (!lot) throw new AppError('NOT_FOUND');
        if (lot.status !== 'open' || lot.dateClosed.getTime() <= now.getTime()) throw new AppError('LOT_CLOSED');
        let startingPrice = lot.startingPrice;
        let buyNowPrice = lot.buyNowPrice;
        if (input.sprice !== undefined) {
          if (input.sprice <= 0 || input.sprice >= lot.startingPrice) throw lowerOnly('sprice');
          startingPrice = input.sprice;
        }
        if (input.bprice !== undefined) {
          if (input.bprice <= 0 || lot.buyNowPrice === null || input.bprice >= lot.buyNowPrice) throw lowerOnly('bprice');
          buyNowPrice = input.bprice;
        }
        // Without bids the current price is the starting price; a fixed-price lot's start follows its price.
        const fixed = lot.listingFormat === 'pricelock';
        if (fixed && buyNowPrice !== null) startingPrice = buyNowPrice;
        const currentPrice = lot.bidCount === 0 ? startingPrice : lot.currentPrice;
        await repo.setPrices(tx, lot.id, { startingPrice, currentPrice, buyNowPrice });
        await audit.record(tx, {
          ...by, action: 'buyNow.dropPrice', entity: 'lot', entityId: lot.id, lotId: lot.id,
          // Amounts in currency units, as the wire and the console show them.
          before: { startingPrice: toCurrencyUnits(lot.startingPrice), currentPrice: toCurrencyUnits(lot.currentPrice), buyNowPrice: unitsOrNull(lot.buyNowPrice) },
          after: { startingPrice: toCurrencyUnits(startingPrice), currentPrice: toCurrencyUnits(currentPrice), buyNowPrice: unitsOrNull(buyNowPrice) },
        });
        return { startingPrice, currentPrice, buyNowPrice };
      });
      realtime().emitToLot(lotId, 'drop_price', { id: lotId, sprice: out.startingPrice, wprice: out.currentPrice, bprice: out.buyNowPrice });
      events.publish('lot.priceDropped', {
        lotId,
        startPriceCents: out.startingPrice,
        buyNowPriceCents: out.buyNowPrice,
        currentPriceCents: out.currentPrice,
      });
      return out;
    },

    async changeClosingTime(by: PriceChangeActor, lotId: number, dateClosed: Date, now = clock()) {
      if (dateClosed.getTime() <= now.getTime()) {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { date_closed: 'must be in the future' } });
      }
      await db.transaction(async (tx) => {
        const lot = await orders.lockSaleLot(tx, lotId);
        if (!lot) throw new AppError('NOT_FOUND');
        if (lot.status !== 'open') throw new AppError('LOT_CLOSED');
        await repo.setDateClosed(tx, lotId, dateClosed);
        await audit.record(tx, { ...by, action: 'buyNow.changeClosingTime', entity: 'lot', entityId: lotId, lotId, before: { dateClosed: lot.dateClosed }, after: { dateClosed } });
      });
      realtime().emitToLot(lotId, 'realtimeupdate', { id: lotId, date_closed: dateClosed.toISOString() });
      return dateClosed;
    },
  };
}
export type PriceChangesService = ReturnType<typeof createPriceChangesService>;
