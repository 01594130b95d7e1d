import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { Logger } from '../../platform/logger.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { closingRepository, type ClosingLot, type ClosingOutcome } from './closing.repository.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { closeLot } from './closing.js';
import { enqueueEvents, type DurableEvent } from '../../platform/events/durable-events.js';
import { toBidState } from './lot-state.js';

/**
 * How often each process looks at the next due moment (one indexed `min(date_closed)`); the
 * closer itself runs on a timer at that moment, so a lot closes at its date_closed, not up to a
 * poll interval later — except a lot created or moved earlier by another process less than this
 * before its moment.
 */
export const CLOSING_POLL_MS = 250;
/** Lots closed per transaction (set-based: a few statements whatever the size). */
const BATCH = 500;
/** Batches in flight at once per process (each its own transaction and pooled connection). */
const WORKERS = 2;

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
  async function closeLineItemLot(tx: Tx, lot: ClosingLot, now: Date): Promise<Closed> {
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
      const lotById = new Map<number, ClosingLot>();
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
      const sold = whole.filter((r) => r.status === 'sold');
      const invoiceValues = await ordersRepository.invoiceValues(
        tx,
        sold.map((r) => ({ lot: lotById.get(r.lotId)!, buyerId: r.winnerUserId!, amount: r.soldPrice!, at: now })),
      );
      await closingRepository.writeClosedLots(
        tx,
        whole,
        invoiceValues.map((v) => ({ ...v, qty: lotById.get(v.lotId)!.qty })),
      );
      return out;
    });
    // Everyone watching hears at once, batch by batch.
    // One message through Redis for the whole batch (each lot's room on every process).
    realtime().emitToLots(
      'realclosedupdates',
      closed.map((c) => ({
        lotId: c.lotId,
        payload: { id: c.lotId, usr: c.winnerUserId ?? '', bpop_cbidder: c.winnerUserId ?? '', buynowamount: c.price },
      })),
    );
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
    // WORKERS transactions side by side (SKIP LOCKED gives each its own lots); a full batch means
    // more may be due right now. The domain events' listeners (notifications, emails) run after the
    // last batch, so they never hold pooled connections a batch waits for.
    const worker = async () => {
      for (;;) {
        const batch = await closeBatch(now);
        closed.push(...batch);
        if (batch.length < BATCH) return;
      }
    };
    const results = await Promise.allSettled(Array.from({ length: WORKERS }, worker));
    // Also when a batch failed: the others are committed.
    await publishClosed(closed);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return closed.length;
  }

  /**
   * The wake-up: a run at the earliest due moment (a timer armed from `nextDueAt`), and a cheap
   * look at the next due moment every CLOSING_POLL_MS, which catches lots created, rescheduled or
   * extended by this or any other process (an extension only moves a lot later: a run that comes
   * early finds nothing due and re-arms).
   */
  let stopped = true;
  let wakeAt = Number.POSITIVE_INFINITY;
  let wakeTimer: NodeJS.Timeout | null = null;

  const run = () => {
    if (running || stopped) return;
    running = closeDue().catch((err) => {
      logger().error({ err }, 'closing failed');
      return 0;
    });
    void running.finally(() => {
      running = null;
      void look();
    });
  };

  const arm = (at: number) => {
    // Far moments are left to later looks (and setTimeout's limit is ~24 days).
    if (stopped || at >= wakeAt || at - Date.now() > 60_000) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeAt = at;
    const fire = () => {
      // Timers may fire a millisecond early: a lot must never close before its moment.
      if (Date.now() < at) {
        wakeTimer = setTimeout(fire, at - Date.now());
        wakeTimer.unref();
        return;
      }
      wakeTimer = null;
      wakeAt = Number.POSITIVE_INFINITY;
      run();
    };
    wakeTimer = setTimeout(fire, Math.max(0, at - Date.now()));
    wakeTimer.unref();
  };

  let looking = false;
  const look = async () => {
    if (stopped || running || looking) return;
    looking = true;
    try {
      const next = await closingRepository.nextDueAt(db);
      if (next) arm(next.getTime());
    } catch (err) {
      logger().error({ err }, 'closing: next due time unknown');
    } finally {
      looking = false;
    }
  };

  return {
    closeDue,
    start() {
      if (!stopped) return;
      stopped = false;
      run();
      timer = setInterval(() => void look(), CLOSING_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (wakeTimer) clearTimeout(wakeTimer);
      wakeTimer = null;
      wakeAt = Number.POSITIVE_INFINITY;
      await running;
    },
  };
}
export type ClosingService = ReturnType<typeof createClosingService>;
