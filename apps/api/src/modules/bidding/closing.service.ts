import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { Logger } from '../../platform/logger.js';
import { closingRepository } from './closing.repository.js';
import { closeLot } from './closing.js';
import { toBidState } from './lot-state.js';

/** How often each process looks for due lots; a lot closes within this of its date_closed. */
export const CLOSING_POLL_MS = 250;
const BATCH = 50;

/**
 * Closes lots when their time is up: exactly once across processes (row locks
 * with SKIP LOCKED, and a unique index on auction orders), and on start for any
 * lot whose moment was missed while no process ran. Events go out after commit.
 */
export function createClosingService(db: Db, realtime: () => Realtime, logger: () => Logger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function closeDue(now = new Date()): Promise<number> {
    const closed = await db.transaction(async (tx) => {
      const due = await closingRepository.lockDueLots(tx, now, BATCH);
      const out: { lotId: number; winnerUserId: number | null; price: number }[] = [];
      for (const lot of due) {
        if (lot.auctionType === 'lineitem') {
          const items = await closingRepository.lockLineItems(tx, lot.id);
          let total = 0;
          let anySold = false;
          for (const item of items) {
            const r = closeLot(toBidState(item, { ...lot, auctionType: 'live' }, now));
            await closingRepository.markLineItem(tx, item.id, r);
            if (r.status === 'sold') {
              anySold = true;
              total += r.soldPrice!;
              await closingRepository.insertOrder(tx, {
                lotId: lot.id,
                lineItemId: item.id,
                buyerId: r.winnerUserId!,
                amount: r.soldPrice!,
                qty: item.qty,
                currency: lot.currency,
              });
            }
          }
          const lotResult = { status: anySold ? ('sold' as const) : ('closed' as const), winnerUserId: null, soldPrice: anySold ? total : null };
          await closingRepository.markLot(tx, lot.id, lotResult);
          out.push({ lotId: lot.id, winnerUserId: null, price: total });
          continue;
        }
        const r = closeLot(toBidState(lot, lot, now));
        await closingRepository.markLot(tx, lot.id, r);
        if (r.status === 'sold') {
          await closingRepository.insertOrder(tx, {
            lotId: lot.id,
            lineItemId: null,
            buyerId: r.winnerUserId!,
            amount: r.soldPrice!,
            qty: lot.qty,
            currency: lot.currency,
          });
        }
        out.push({ lotId: lot.id, winnerUserId: r.winnerUserId, price: r.soldPrice ?? 0 });
      }
      return out;
    });
    for (const c of closed) {
      realtime().emitToLot(c.lotId, 'realclosedupdates', {
        id: c.lotId,
        usr: c.winnerUserId ?? '',
        bpop_cbidder: c.winnerUserId ?? '',
        buynowamount: c.price,
      });
    }
    if (closed.length) logger().info({ lots: closed.map((c) => c.lotId) }, 'lots closed');
    // A full batch means more may be due right now.
    return closed.length === BATCH ? closed.length + (await closeDue(now)) : closed.length;
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
