import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { Logger } from '../../platform/logger.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { closingRepository, type ClosingOutcome } from './closing.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { closeLot } from './closing.js';
import { enqueueEvents, type DurableEvent } from '../../platform/events/durable-events.js';
import { toBidState, type LotRow } from './lot-state.js';

/** How often each process looks for due lots; a lot closes within this of its date_closed. */
export const CLOSING_POLL_MS = 250;
/** Lots closed per transaction (set-based: a few statements whatever the size). */
const BATCH = 500;

interface Closed {
  lotId: number;
  winnerUserId: number | null;
  price: number;
}

/**
 * Closes lots when their time is up: exactly once across processes (row locks
 * with SKIP LOCKED, and a unique index on auction orders), and on start for any
 * lot whose moment was missed while no process ran. Events go out after commit.
 */
export function createClosingService(db: Db, realtime: () => Realtime, logger: () => Logger, events?: EventBus) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** A line-item lot: each sub-lot closes on its own; one invoice per winning buyer. */
  async function closeLineItemLot(tx: Tx, lot: LotRow, now: Date): Promise<Closed> {
    const items = await closingRepository.lockLineItems(tx, lot.id);
    let total = 0;
    let anySold = false;
    const perBuyer = new Map<number, { orderIds: number[]; amount: number }>();
    const won: DurableEvent[] = [];
    for (const item of items) {
      const r = closeLot(toBidState(item, { ...lot, auctionType: 'live' }, now));
      await closingRepository.markLineItem(tx, item.id, r);
      if (r.status !== 'sold') continue;
      anySold = true;
      won.push({
        name: 'lineItem.won',
        payload: {
          lotId: lot.id,
          lineItemId: item.id,
          subLotNumber: item.subLotNumber,
          winnerId: r.winnerUserId!,
          priceCents: r.soldPrice!,
        },
      });
      total += r.soldPrice!;
      const orderId = await closingRepository.insertOrder(tx, {
        lotId: lot.id,
        lineItemId: item.id,
        buyerId: r.winnerUserId!,
        amount: r.soldPrice!,
        qty: item.qty,
        currency: lot.currency,
      });
      if (orderId === null) continue;
      const b = perBuyer.get(r.winnerUserId!) ?? { orderIds: [], amount: 0 };
      b.orderIds.push(orderId);
      b.amount += r.soldPrice!;
      perBuyer.set(r.winnerUserId!, b);
    }
    await ordersRepository.createInvoices(
      tx,
      [...perBuyer].map(([buyerId, b]) => ({ lot, buyerId, orderIds: b.orderIds, amount: b.amount, at: now })),
    );
    // Each sub-lot's winner hears "won" (notifications): durable, in this transaction.
    await enqueueEvents(tx, won);
    await closingRepository.markLot(tx, lot.id, {
      status: anySold ? 'sold' : 'closed',
      winnerUserId: null,
      soldPrice: anySold ? total : null,
    });
    return { lotId: lot.id, winnerUserId: null, price: total };
  }

  /**
   * One batch in one transaction, set-based: the due lots locked by one query, every whole lot's
   * outcome (the pure `closeLot` on the locked row) stored by one UPDATE, their orders by one
   * INSERT, their invoices by one INSERT (+ one UPDATE linking the orders). Line-item lots keep
   * their per-sub-lot path. Then, after commit, each lot's `realclosedupdates` (`lot.closed`: see closeDue).
   */
  async function closeBatch(now: Date): Promise<Closed[]> {
    const closed = await db.transaction(async (tx) => {
      const due = await closingRepository.lockDueLots(tx, now, BATCH);
      const out: Closed[] = [];
      const whole: (ClosingOutcome & { lotId: number })[] = [];
      const lotById = new Map<number, LotRow>();
      for (const lot of due) {
        if (lot.auctionType === 'lineitem') {
          out.push(await closeLineItemLot(tx, lot, now));
          continue;
        }
        const r = closeLot(toBidState(lot, lot, now));
        whole.push({ lotId: lot.id, ...r });
        lotById.set(lot.id, lot);
        out.push({ lotId: lot.id, winnerUserId: r.winnerUserId, price: r.soldPrice ?? 0 });
      }
      await closingRepository.markLots(tx, whole);
      const sold = whole.filter((r) => r.status === 'sold');
      const orderIds = await closingRepository.insertLotOrders(
        tx,
        sold.map((r) => ({
          lotId: r.lotId,
          buyerId: r.winnerUserId!,
          amount: r.soldPrice!,
          qty: lotById.get(r.lotId)!.qty,
          currency: lotById.get(r.lotId)!.currency,
        })),
      );
      await ordersRepository.createInvoices(
        tx,
        sold
          .filter((r) => orderIds.has(r.lotId))
          .map((r) => ({
            lot: lotById.get(r.lotId)!,
            buyerId: r.winnerUserId!,
            orderIds: [orderIds.get(r.lotId)!],
            amount: r.soldPrice!,
            at: now,
          })),
      );
      return out;
    });
    // Everyone watching hears at once, batch by batch.
    for (const c of closed) {
      realtime().emitToLot(c.lotId, 'realclosedupdates', {
        id: c.lotId,
        usr: c.winnerUserId ?? '',
        bpop_cbidder: c.winnerUserId ?? '',
        buynowamount: c.price,
      });
    }
    if (closed.length) logger().info({ lots: closed.map((c) => c.lotId) }, 'lots closed');
    return closed;
  }

  /** `lot.closed` for lots already committed: the bidders of all of them read in one query. */
  async function publishClosed(closed: Closed[]) {
    if (!events || !closed.length) return;
    const bidders = await closingRepository.bidderIdsByLot(
      db,
      closed.map((c) => c.lotId),
    );
    for (const c of closed) {
      events.publish('lot.closed', {
        lotId: c.lotId,
        winnerId: c.winnerUserId,
        priceCents: c.price,
        bidderIds: bidders.get(c.lotId) ?? [],
      });
    }
  }

  async function closeDue(now = new Date()): Promise<number> {
    const closed: Closed[] = [];
    try {
      // A full batch means more may be due right now. The domain events' listeners (notifications,
      // emails) run after the last batch, so they never hold pooled connections a batch waits for.
      for (;;) {
        const batch = await closeBatch(now);
        closed.push(...batch);
        if (batch.length < BATCH) return closed.length;
      }
    } finally {
      // Also when a later batch failed: the earlier ones are committed.
      await publishClosed(closed);
    }
  }

  const tick = () => {
    if (running) return;
    running = closeDue().catch((err) => {
      logger().error({ err }, 'closing failed');
      return 0;
    });
    void running.finally(() => {
      running = null;
    });
  };

  return {
    closeDue,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, CLOSING_POLL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type ClosingService = ReturnType<typeof createClosingService>;
