import type { DbOrTx } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { ReportsRepository } from './reports.repository.js';

/**
 * "It refreshes when a comparable lot sells" (issue 42 §4, docs/decisions.md "Sold-price refresh"):
 * after a sale commits (`lot.closed` with a winner), each open lot of the sold lot's category and
 * condition gets `soldpricesupdate` in its own room, which its page has joined already; the page
 * reads its history again. The sales of one tick (a closing batch) make one query and one
 * fan-out; rooms nobody is in cost nothing (`emitToLots`). The event names the open lot only.
 */
export function watchSoldPrices(deps: {
  db: DbOrTx;
  repo: Pick<ReportsRepository, 'openComparablesOf'>;
  events: Pick<EventBus, 'on'>;
  realtime: () => Pick<Realtime, 'emitToLots'>;
}) {
  let sold: number[] = [];
  const flush = async () => {
    const ids = sold;
    sold = [];
    const open = await deps.repo.openComparablesOf(deps.db, ids);
    if (open.length) deps.realtime().emitToLots('soldpricesupdate', open.map((id) => ({ lotId: id, payload: { id } })));
  };
  return deps.events.on('lot.closed', async (e) => {
    if (e.winnerId === null) return;
    sold.push(e.lotId);
    // The first sale of the tick flushes, after the tick's other handlers have added theirs.
    if (sold.length === 1) await new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
  });
}
