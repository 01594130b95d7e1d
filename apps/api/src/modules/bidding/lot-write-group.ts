/**
 * Group commit across lots: the lot batches the tuned store decided without a lock
 * (tuned-bid-store.ts) are written together. While `inFlight` statements run, the batches of
 * other lots that are ready wait, and go together into the next statement (up to `maxLots`),
 * each with its own result. On a quiet server a batch is written at once, alone; under load one
 * statement, one round trip and one commit serve many lots, instead of one each.
 *
 * A statement holds at most one batch of a lot (a lot has one batch at a time anyway: its
 * queue runs one batch after the other). A failed statement fails every batch in it (nothing of
 * any was written: one statement); each then goes to the lock's way on its own.
 */
export function createLotWriteGroup<W extends { lotId: number }, R>(
  write: (batches: W[]) => Promise<R[]>,
  opts: { maxLots?: number; inFlight?: number } = {},
) {
  const maxLots = opts.maxLots ?? 100;
  const inFlight = opts.inFlight ?? 1;
  let waiting: { w: W; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  let running = 0;

  const pump = () => {
    while (running < inFlight && waiting.length > 0) {
      // One pass: the first batch of each lot, up to maxLots, goes; the rest wait, in order.
      const group: typeof waiting = [];
      const rest: typeof waiting = [];
      const lots = new Set<number>();
      for (const next of waiting) {
        if (group.length < maxLots && !lots.has(next.w.lotId)) {
          lots.add(next.w.lotId);
          group.push(next);
        } else rest.push(next);
      }
      waiting = rest;
      running++;
      write(group.map((g) => g.w))
        .then(
          (results) => group.forEach((g, i) => g.resolve(results[i]!)),
          (err: unknown) => group.forEach((g) => g.reject(err)),
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    /** Writes one lot's batch with whichever others are ready; answers its own result. */
    write(w: W): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ w, resolve, reject });
        pump();
      });
    },
  };
}
