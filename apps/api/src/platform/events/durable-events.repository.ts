import type { DbOrTx } from '../db/client.js';
import { deleteWaitingJobs, deleteWaitingJobsStatement, insertJobs } from '../jobs/queued-jobs.repository.js';
import { DURABLE_EVENTS_QUEUE, type DurableEvent, type DurableEventEntry, type DurableEventJob } from './durable-event-job.js';

/** The SQL of durable events (rows of pg-boss's `job` table, `queued-jobs.repository.ts`); see durable-events.ts. */
/** Queues events in the caller's transaction, a job each; answers their job ids. `delaySeconds`: not worked before. */
export async function enqueueEvents(
  db: DbOrTx,
  events: DurableEvent[],
  opts: { delaySeconds?: number; at?: number } = {},
): Promise<string[]> {
  const at = opts.at ?? Date.now();
  return insertJobs(
    db,
    DURABLE_EVENTS_QUEUE,
    events.map((e) => ({ name: e.name, payload: e.payload, at }) satisfies DurableEventEntry),
    opts,
  );
}

/**
 * Queues events together as one job (each with its own publication time); answers its id. One
 * row, not one an event: on PGlite a row of pg-boss's job table cost ≈ 70 µs to insert and ≈ 40 µs
 * to delete (its six indexes and two foreign keys; docs/performance.md, "Notifications, jobs and mail").
 */
export async function enqueueEventBatch(
  db: DbOrTx,
  events: { event: DurableEvent; at: number }[],
  opts: { delaySeconds?: number } = {},
): Promise<string> {
  const job: DurableEventJob = { events: events.map(({ event: e, at }) => ({ name: e.name, payload: e.payload, at })) };
  const [id] = await insertJobs(db, DURABLE_EVENTS_QUEUE, [job], opts);
  return id!;
}

/** Removes queued backups that were handled in-process, in one statement (`deleteWaitingJobs`). */
export async function cancelEvents(db: DbOrTx, ids: string[]): Promise<void> {
  await deleteWaitingJobs(db, DURABLE_EVENTS_QUEUE, ids);
}

/** The statement of `cancelEvents` (its test reads the plan). */
export function cancelEventsStatement(ids: string[]) {
  return deleteWaitingJobsStatement(DURABLE_EVENTS_QUEUE, ids);
}
