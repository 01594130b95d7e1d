import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { DURABLE_EVENTS_QUEUE, type DurableEvent, type DurableEventJob } from './durable-events.js';

/** The SQL of durable events (rows of pg-boss's `job` table); see durable-events.ts. */
/** Queues events in the caller's transaction; answers their job ids. `delaySeconds`: not worked before. */
export async function enqueueEvents(db: DbOrTx, events: DurableEvent[], opts: { delaySeconds?: number; at?: number } = {}): Promise<string[]> {
  const at = opts.at ?? Date.now();
  return enqueueEventsAt(db, events.map((event) => ({ event, at })), opts);
}

/** Like `enqueueEvents`, each event with its own publication time (one statement for many). */
export async function enqueueEventsAt(db: DbOrTx, events: { event: DurableEvent; at: number }[], opts: { delaySeconds?: number } = {}): Promise<string[]> {
  if (!events.length) return [];
  const delay = opts.delaySeconds ?? 0;
  const rows = sql.join(
    events.map(
      ({ event: e, at }) =>
        sql`(${DURABLE_EVENTS_QUEUE}, ${JSON.stringify({ name: e.name, payload: e.payload, at } satisfies DurableEventJob)}::jsonb, 5, 2, true, now() + make_interval(secs => ${delay}))`,
    ),
    sql`, `,
  );
  const r = await db.execute<{ id: string }>(
    sql`insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, start_after) values ${rows} returning id::text as id`,
  );
  return r.rows.map((x) => x.id);
}

/** Cancels queued backups that were handled in-process, in one statement (a worker that already took one only repeats idempotent work). */
export async function cancelEvents(db: DbOrTx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(
    sql`update pgboss.job set state = 'cancelled', completed_on = now() where name = ${DURABLE_EVENTS_QUEUE} and id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'created'`,
  );
}
