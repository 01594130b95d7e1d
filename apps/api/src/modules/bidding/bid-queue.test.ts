import { describe, expect, it } from 'vitest';
import { createBidQueues } from './bid-queue.js';

interface E {
  ticket: number;
  name: string;
  group?: string;
}

/** A queue whose batches are recorded and finish only when the test says so. */
function harness() {
  const batches: { lotId: number; names: string[]; done: () => void }[] = [];
  const q = createBidQueues<E>({
    run: (lotId, batch) =>
      new Promise<void>((resolve) => {
        batches.push({ lotId, names: batch.map((e) => e.name), done: resolve });
      }),
    groupOf: (e) => e.group ?? 'lot',
    maxBatch: 3,
  });
  const flush = () => new Promise((r) => setImmediate(r));
  return { q, batches, flush };
}

describe('bid queues', () => {
  it('runs the first bid at once and groups the ones that arrive meanwhile, in ticket order', async () => {
    const { q, batches, flush } = harness();
    const t = [q.arrivals.stamp(), q.arrivals.stamp(), q.arrivals.stamp(), q.arrivals.stamp()];
    q.enqueue(1, { ticket: t[0]!, name: 'a' });
    expect(batches.map((b) => b.names)).toEqual([['a']]);
    // Reach the queue out of arrival order: the queue keeps arrival order.
    q.enqueue(1, { ticket: t[2]!, name: 'c' });
    q.enqueue(1, { ticket: t[1]!, name: 'b' });
    q.enqueue(1, { ticket: t[3]!, name: 'd' });
    batches[0]!.done();
    await flush();
    expect(batches.map((b) => b.names)).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('does not let a later bid start before an earlier arrival has reached its queue', async () => {
    const { q, batches, flush } = harness();
    const early = q.arrivals.stamp(); // e.g. still in its token lookup
    const late = q.arrivals.stamp();
    q.enqueue(7, { ticket: late, name: 'late' });
    await flush();
    expect(batches).toEqual([]);
    q.enqueue(7, { ticket: early, name: 'early' });
    expect(batches.map((b) => b.names)).toEqual([['early', 'late']]);
  });

  it('an earlier request that ends without a bid (refused at authentication) releases the later ones', async () => {
    const { q, batches } = harness();
    const refused = q.arrivals.stamp();
    const t = q.arrivals.stamp();
    q.enqueue(3, { ticket: t, name: 'x' });
    expect(batches).toEqual([]);
    q.arrivals.settle(refused);
    expect(batches.map((b) => b.names)).toEqual([['x']]);
  });

  it('lots run independently; a batch ends where the sub-lot changes and holds at most maxBatch bids', async () => {
    const { q, batches, flush } = harness();
    q.enqueue(1, { ticket: q.arrivals.next(), name: 'l1' });
    q.enqueue(2, { ticket: q.arrivals.next(), name: 'l2' });
    expect(batches.map((b) => [b.lotId, b.names])).toEqual([
      [1, ['l1']],
      [2, ['l2']],
    ]);
    for (const [name, group] of [['s1', 'a'], ['s2', 'a'], ['s3', 'b'], ['s4', 'b'], ['s5', 'b'], ['s6', 'b'], ['s7', 'b']] as const) {
      q.enqueue(1, { ticket: q.arrivals.next(), name, group });
    }
    batches[0]!.done();
    await flush();
    batches[2]!.done();
    await flush();
    batches[3]!.done();
    await flush();
    batches[4]!.done();
    await flush();
    expect(batches.filter((b) => b.lotId === 1).map((b) => b.names)).toEqual([['l1'], ['s1', 's2'], ['s3', 's4', 's5'], ['s6', 's7']]);
  });
});
