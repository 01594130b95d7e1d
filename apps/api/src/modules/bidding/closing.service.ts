import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { Logger } from '../../platform/logger.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { closingRepository, type ClosingLot, type ClosingOutcome } from './closing.repository.js';
import type { OrdersService } from '../orders/index.js';
import { closeLot } from './closing.js';
import { enqueueEvents, type DurableEvent } from '../../platform/events/durable-events.js';
import { toBidState } from './lot-state.js';
import { closedEvent } from './closed-event.js';
import { deleteWaitingJobs, insertJobs } from '../../platform/jobs/queued-jobs.repository.js';
import { QUIET_POLL_SECONDS, type Jobs } from '../../platform/jobs/jobs.js';

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
/**
 * A closing batch's sold lots whose orders and invoices are still to be written: a backup job in
 * the close's transaction, deleted once the closing process has written them; worked after
 * ORDERS_BACKUP_SECONDS only if it had not (the process ended in between).
 */
export const ORDERS_QUEUE = 'closing.orders';
const ORDERS_BACKUP_SECONDS = 30;
interface OrdersJob {
  lotIds: number[];
}

interface Closed {
  lotId: number;
  winnerUserId: number | null;
  price: number;
  /** From the lot's closing moment to the commit of its close (gavel_closing_lateness_seconds). */
  lateMs?: number;
  /** The winner's "Bidder N" number on the lot. */
  winnerNumber?: number;
}

/**
 * Closes lots when their time is up: exactly once across processes (row locks
 * with SKIP LOCKED, and a unique index on auction orders), and on start for any
 * lot whose moment was missed while no process ran. Events go out after commit.
 */
/** What closing asks of orders: the winners' invoices. */
export type ClosingOrders = Pick<OrdersService, 'createInvoices' | 'invoiceValues'>;

export function createClosingService(db: Db, realtime: () => Realtime, logger: () => Logger, events: EventBus | undefined, orders: ClosingOrders) {
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
    await orders.createInvoices(
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
   * outcome (the pure `closeLot` on the locked row) stored by one UPDATE, and for the sold ones a
   * backup job (`ORDERS_QUEUE`) in the same transaction. Line-item lots keep their per-sub-lot path
   * (their orders and invoices in this transaction). Then, after commit, each lot's
   * `realclosedupdates`; the whole lots' orders and invoices are written after the round's last
   * batch (`closeDue`), so that writing them never delays a close being seen.
   */
  async function closeBatch(now: Date): Promise<{ closed: Closed[]; sold: number[]; backup: string | null }> {
    const { closed, sold, backup } = await db.transaction(async (tx) => {
      const due = await closingRepository.lockDueLots(tx, now, BATCH);
      const out: Closed[] = [];
      const whole: (ClosingOutcome & { lotId: number })[] = [];
      for (const lot of due) {
        if (lot.auctionType === 'lineitem') {
          out.push(await closeLineItemLot(tx, lot, now));
          continue;
        }
        const r = closeLot(toBidState(lot, lot, now));
        whole.push({ lotId: lot.id, ...r });
        out.push({ lotId: lot.id, winnerUserId: r.winnerUserId, price: r.soldPrice ?? 0 });
      }
      await closingRepository.writeClosedLots(tx, whole);
      const sold = whole.filter((r) => r.status === 'sold').map((r) => r.lotId);
      // Exists exactly when the close committed: a crash before the orders are written leaves it.
      const [backup = null] = sold.length
        ? await insertJobs(tx, ORDERS_QUEUE, [{ lotIds: sold } satisfies OrdersJob], { delaySeconds: ORDERS_BACKUP_SECONDS })
        : [];
      const dueAt = new Map(due.map((l) => [l.id, l.dateClosed.getTime()]));
      const numbers = await closingRepository.winnerNumbers(
        tx,
        out.flatMap((c) => (c.winnerUserId != null ? [{ lotId: c.lotId, userId: c.winnerUserId }] : [])),
      );
      return { closed: out.map((c) => ({ ...c, dueAt: dueAt.get(c.lotId), winnerNumber: numbers.get(c.lotId) })), sold, backup };
    });
    const committed = Date.now();
    for (const c of closed) if (c.dueAt != null) c.lateMs = Math.max(0, committed - c.dueAt);
    // Everyone watching hears at once, batch by batch.
    // One message through Redis for the whole batch (each lot's room on every process).
    // The room hears the winner's "Bidder N" label, the winner alone its own id (in its user room).
    realtime().emitToLots('realclosedupdates', closed.map((c) => closedEvent(c.lotId, c.price, c.winnerUserId, `Bidder ${c.winnerNumber ?? 0}`)));
    if (closed.length) logger().info({ lots: closed.map((c) => c.lotId) }, 'lots closed');
    return { closed, sold, backup };
  }

  /**
   * The auction orders and invoices of sold whole lots that have none yet: BATCH lots a
   * transaction, each invoice dated at its lot's close. Idempotent (a lot already ordered is
   * skipped, and the unique index on auction orders settles two writers at once): the same work
   * for the in-process path and the backup job.
   */
  async function writeOrders(lotIds: number[]) {
    for (let k = 0; k < lotIds.length; k += BATCH) {
      await db.transaction(async (tx) => {
        const sold = await closingRepository.lotsAwaitingOrders(tx, lotIds.slice(k, k + BATCH));
        const values = await orders.invoiceValues(tx, sold);
        await closingRepository.writeAuctionOrders(
          tx,
          values.map((v, i) => ({ ...v, qty: sold[i]!.qty })),
        );
      });
    }
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
        ...(c.lateMs != null ? { lateMs: c.lateMs } : {}),
      });
    }
  }

  async function closeDue(now = new Date()): Promise<number> {
    const closed: Closed[] = [];
    const sold: number[] = [];
    const backups: string[] = [];
    // WORKERS transactions side by side (SKIP LOCKED gives each its own lots); a full batch means
    // more may be due right now. The orders and the domain events' listeners (notifications,
    // emails) come after the last batch, so they never hold pooled connections a batch waits for.
    const worker = async () => {
      for (;;) {
        const batch = await closeBatch(now);
        closed.push(...batch.closed);
        sold.push(...batch.sold);
        if (batch.backup) backups.push(batch.backup);
        if (batch.closed.length < BATCH) return;
      }
    };
    const results = await Promise.allSettled(Array.from({ length: WORKERS }, worker));
    // Also when a batch failed: the others are committed. Orders before `lot.closed`: the winner's
    // notice and email point to the invoice. A failure leaves the backups to retry.
    try {
      await writeOrders(sold);
      await deleteWaitingJobs(db, ORDERS_QUEUE, backups);
    } catch (err) {
      logger().error({ err, lots: sold.length }, 'closing: orders not written; their backup jobs retry');
    }
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
    writeOrders,
    /** The orders' backup queue (before the job queue starts): after a crash, any process writes them. */
    install(jobs: Jobs) {
      jobs.register<OrdersJob>(ORDERS_QUEUE, ({ data }) => writeOrders(data.lotIds), { pollSeconds: QUIET_POLL_SECONDS });
    },
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
