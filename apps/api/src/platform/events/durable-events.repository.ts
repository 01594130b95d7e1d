import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { DURABLE_EVENTS_QUEUE, type DurableEvent, type DurableEventJob } from './durable-events.js';

/** The SQL of durable events (rows of pg-boss's `job` table); see durable-events.ts. */
/** Queues events in the caller's transaction; answers their job ids. `delaySeconds`: not worked before. */
export async function enqueueEvents(db: DbOrTx, events: DurableEvent[], opts: { delaySeconds?: number; at?: number } = {}): Promise<string[]> {
  const at = opts.at ?? Date.now();
  return enqueueEventsAt(db, events.map((event) => ({ event, at })), opts);
}

/**
 * Like `enqueueEvents`, each event with its own publication time (one statement for many).
 * Hand-written with one JSON parameter: built by the query builder, a round of 500 events was
 * 1,500 parameters (its SQL building was the API's largest item under bids, docs/performance.md
 * section 10). The job ids are made here, so each event knows its own without relying on the
 * order of RETURNING.
 */
export async function enqueueEventsAt(db: DbOrTx, events: { event: DurableEvent; at: number }[], opts: { delaySeconds?: number } = {}): Promise<string[]> {
  if (!events.length) return [];
  const delay = opts.delaySeconds ?? 0;
  const jobs = events.map(({ event: e, at }) => ({ id: randomUUID(), data: { name: e.name, payload: e.payload, at } satisfies DurableEventJob }));
  await db.execute(
    sql`insert into pgboss.job (id, name, data, retry_limit, retry_delay, retry_backoff, start_after)
        select (j->>'id')::uuid, ${DURABLE_EVENTS_QUEUE}, j->'data', 5, 2, true, now() + make_interval(secs => ${delay}::double precision)
        from jsonb_array_elements(${JSON.stringify(jobs)}::jsonb) as j`,
  );
  return jobs.map((j) => j.id);
}

/**
 * Removes queued backups that were handled in-process, in one statement (a worker that already
 * took one only repeats idempotent work). Deleted, not marked `cancelled`: a backup that did its
 * job leaves nothing worth keeping, and a cancelled row stayed in the job table until pg-boss's
 * maintenance moved it to its archive and later deleted it there: two more writes per event (one
 * backup per bid). The statement itself costs about what the update did (docs/performance.md
 * section 15).
 */
export async function cancelEvents(db: DbOrTx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(cancelEventsStatement(ids));
}

/**
 * The statement of `cancelEvents` (its test reads the plan). Found through the primary key (name,
 * id): the state is compared as text so that no partial index on `state < 'active'` (pg-boss's
 * i5, our `job_fetch_order`) applies. With `state = 'created'` written plainly, on statistics from
 * before a burst of backups (the queue is never polled full, so nothing analyzes it), the planner
 * took `job_fetch_order` and read every waiting backup for the ids: 2,000–3,000 index entries
 * and their heap rows a statement, 4.3 ms for 37 rows under bids (docs/performance.md section 16).
 */
export function cancelEventsStatement(ids: string[]) {
  return sql`delete from pgboss.job where name = ${DURABLE_EVENTS_QUEUE} and id = any(${`{${ids.join(',')}}`}::uuid[]) and state::text = 'created'`;
}
