import type { DbOrTx } from '../db/client.js';
import { deleteWaitingJobs, deleteWaitingJobsStatement, insertJobs } from '../jobs/queued-jobs.repository.js';
import { DURABLE_EVENTS_QUEUE, type DurableEvent, type DurableEventJob } from './durable-events.js';

/** The SQL of durable events (rows of pg-boss's `job` table, `queued-jobs.repository.ts`); see durable-events.ts. */
/** Queues events in the caller's transaction; answers their job ids. `delaySeconds`: not worked before. */
export async function enqueueEvents(
  db: DbOrTx,
  events: DurableEvent[],
  opts: { delaySeconds?: number; at?: number } = {},
): Promise<string[]> {
  const at = opts.at ?? Date.now();
  return enqueueEventsAt(
    db,
    events.map((event) => ({ event, at })),
    opts,
  );
}

/** Like `enqueueEvents`, each event with its own publication time (one statement for many). */
export async function enqueueEventsAt(
  db: DbOrTx,
  events: { event: DurableEvent; at: number }[],
  opts: { delaySeconds?: number } = {},
): Promise<string[]> {
  return insertJobs(
    db,
    DURABLE_EVENTS_QUEUE,
    events.map(({ event: e, at }) => ({ name: e.name, payload: e.payload, at }) satisfies DurableEventJob),
    opts,
  );
}

/** Removes queued backups that were handled in-process, in one statement (`deleteWaitingJobs`). */
export async function cancelEvents(db: DbOrTx, ids: string[]): Promise<void> {
  await deleteWaitingJobs(db, DURABLE_EVENTS_QUEUE, ids);
}

/** The statement of `cancelEvents` (its test reads the plan). */
export function cancelEventsStatement(ids: string[]) {
  return deleteWaitingJobsStatement(DURABLE_EVENTS_QUEUE, ids);
}
