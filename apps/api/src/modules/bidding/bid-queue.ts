/**
 * Arrival order and group commit for bids.
 *
 * Every bid request gets an arrival ticket the moment the HTTP request reaches the process
 * (`stampArrival`, the raw server's first `request` listener), before authentication or body
 * parsing can reorder it. Bids then wait in one in-process FIFO queue per lot, sorted by
 * ticket. One runner per lot takes everything queued (up to `maxBatch`) and has the bid store
 * decide and commit it as one batch (`run`), in ticket order; bids that arrive meanwhile wait for the next batch.
 *
 * A batch only takes the bids whose ticket is below every ticket still on its way to a queue
 * (authenticated, parsed): a request that arrived earlier but whose token lookup finished
 * later is not overtaken. That wait is bounded (`maxWaitMs` after the earlier request
 * arrived) so a client that never finishes its request cannot hold other bids up.
 * Between processes the store keeps the lot consistent (its row lock, or its version check).
 */

export interface Queued {
  ticket: number;
}

export interface Arrivals {
  /** A new arrival ticket, pending until `settle` (entered a queue, or the request ended). */
  stamp(): number;
  /** The ticket reached its queue, or its request ended without one. */
  settle(ticket: number): void;
  /** A ticket for a bid that reached the service without one (tests calling the service, bulk bids). */
  next(): number;
}

export function createBidQueues<E extends Queued>(opts: {
  run: (lotId: number, batch: E[]) => Promise<void>;
  /** Bids with the same group key (lot or sub-lot) go in one batch; a batch ends where the key changes. */
  groupOf: (e: E) => string;
  maxBatch?: number;
  maxWaitMs?: number;
}) {
  const maxBatch = opts.maxBatch ?? 200;
  const maxWaitMs = opts.maxWaitMs ?? 1000;
  let counter = 0;
  /** Tickets on their way to a queue, with the time they arrived (insertion = ticket order). */
  const pending = new Map<number, number>();
  const queues = new Map<number, E[]>();
  const running = new Set<number>();
  /** Lots whose next batch waits for an earlier arrival to reach its queue. */
  const blocked = new Set<number>();
  let timer: NodeJS.Timeout | null = null;

  const oldestPending = (): [number, number] | null => {
    for (const entry of pending) return entry;
    return null;
  };

  function unblock() {
    if (blocked.size === 0) return;
    const lots = [...blocked];
    blocked.clear();
    for (const lotId of lots) start(lotId);
  }

  /** Drops pending tickets older than maxWaitMs (their requests stall) and wakes blocked lots. */
  function armTimer() {
    if (timer || blocked.size === 0) return;
    const oldest = oldestPending();
    if (!oldest) return unblock();
    timer = setTimeout(() => {
      timer = null;
      const limit = Date.now() - maxWaitMs;
      for (const [ticket, at] of pending) {
        if (at > limit) break;
        pending.delete(ticket);
      }
      unblock();
      armTimer();
    }, Math.max(1, oldest[1] + maxWaitMs - Date.now()));
    timer.unref();
  }

  /** The next batch of a lot: queued bids in ticket order below the oldest pending ticket, one group. */
  function take(lotId: number): E[] {
    const q = queues.get(lotId);
    if (!q || q.length === 0) return [];
    const barrier = oldestPending()?.[0] ?? Infinity;
    let n = 0;
    const group = opts.groupOf(q[0]!);
    while (n < q.length && n < maxBatch && q[n]!.ticket < barrier && opts.groupOf(q[n]!) === group) n++;
    const batch = q.splice(0, n);
    if (q.length === 0 && batch.length > 0) queues.delete(lotId);
    return batch;
  }

  function start(lotId: number) {
    if (running.has(lotId)) return;
    const batch = take(lotId);
    if (batch.length === 0) {
      if (queues.get(lotId)?.length) {
        blocked.add(lotId);
        armTimer();
      }
      return;
    }
    running.add(lotId);
    void opts
      .run(lotId, batch)
      .catch(() => undefined) // run settles every entry itself
      .finally(() => {
        running.delete(lotId);
        start(lotId);
      });
  }

  const arrivals: Arrivals = {
    stamp() {
      const t = ++counter;
      pending.set(t, Date.now());
      return t;
    },
    settle(ticket) {
      if (pending.delete(ticket)) unblock();
    },
    next: () => ++counter,
  };

  return {
    arrivals,
    /** Queues a bid in ticket order; its ticket stops being pending. */
    enqueue(lotId: number, e: E) {
      const q = queues.get(lotId) ?? [];
      if (!queues.has(lotId)) queues.set(lotId, q);
      let i = q.length;
      while (i > 0 && q[i - 1]!.ticket > e.ticket) i--;
      q.splice(i, 0, e);
      const wasPending = pending.delete(e.ticket);
      start(lotId);
      if (wasPending) unblock();
    },
  };
}
