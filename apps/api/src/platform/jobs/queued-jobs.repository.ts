import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * Jobs written by the caller's own statement, in the caller's transaction (rows of pg-boss's `job`
 * table, whose queue must be registered): the job exists exactly when the change committed. Used
 * as backups: the work is done in-process right after commit and the backup then deleted; a crash
 * in between leaves it for a worker once `start_after` has passed (retried like every job).
 */

/** A queued job's retries (the queue's own, `QueueOptions`; pg-boss's defaults of `Jobs.register`). */
export interface JobRetries {
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * The statement that queues one job per item; answers it with the jobs' ids (made here, so each
 * item knows its own without relying on the order of RETURNING). Hand-written with one JSON
 * parameter: built by the query builder, a round of 500 jobs was 1,500 parameters (its SQL building
 * was the API's largest item under bids, docs/performance.md, "Notifications, jobs and mail"). pg-boss's own `insert`
 * costs twice as much a statement on PGlite (it reads the queue's settings and writes every column
 * from a defaults CTE, docs/performance.md, "Notifications, jobs and mail"); the columns left out take the table's
 * defaults, which are pg-boss's.
 */
function insertJobsStatement(queue: string, data: unknown[], opts: { delaySeconds?: number } & JobRetries = {}) {
  const jobs = data.map((d) => ({ id: randomUUID(), data: d }));
  const statement = sql`insert into pgboss.job (id, name, data, retry_limit, retry_delay, retry_backoff, start_after)
        select (j->>'id')::uuid, ${queue}, j->'data', ${opts.retryLimit ?? 5}::int, ${opts.retryDelaySeconds ?? 2}::int, true,
          now() + make_interval(secs => ${opts.delaySeconds ?? 0}::double precision)
        from jsonb_array_elements(${JSON.stringify(jobs)}::jsonb) as j`;
  return { statement, ids: jobs.map((j) => j.id) };
}

const dialect = new PgDialect();
/** `insertJobsStatement` as text and values, for a plain pool (the job queue's, `Jobs.sendMany`). */
export function insertJobsQuery(queue: string, data: unknown[], opts: { delaySeconds?: number } & JobRetries = {}) {
  const { statement, ids } = insertJobsStatement(queue, data, opts);
  const q = dialect.sqlToQuery(statement);
  return { text: q.sql, values: q.params, ids };
}

/** Queues one job per item in one statement, in the caller's transaction; answers their ids. */
export async function insertJobs(
  db: DbOrTx,
  queue: string,
  data: unknown[],
  opts: { delaySeconds?: number } & JobRetries = {},
): Promise<string[]> {
  if (!data.length) return [];
  const { statement, ids } = insertJobsStatement(queue, data, opts);
  await db.execute(statement);
  return ids;
}

/**
 * Deletes waiting jobs (backups whose work was done in-process) in one statement; a worker that
 * already took one only repeats idempotent work. Deleted, not marked `cancelled`: a backup that did
 * its job leaves nothing worth keeping, and a cancelled row stayed in the job table until pg-boss's
 * maintenance moved it to its archive and later deleted it there: two more writes per job.
 *
 * Found through the primary key (name, id): the state is compared as text so that no partial index
 * on `state < 'active'` (pg-boss's i5, our `job_fetch_order`) applies. With `state = 'created'`
 * written plainly, on statistics from before a burst of backups (the queue is never polled full, so
 * nothing analyzes it), the planner took `job_fetch_order` and read every waiting backup for the
 * ids: 2,000–3,000 index entries and their heap rows a statement, 4.3 ms for 37 rows under bids
 * (docs/performance.md, "Notifications, jobs and mail").
 */
export function deleteWaitingJobsStatement(queue: string, ids: string[]) {
  return sql`delete from pgboss.job where name = ${queue} and id = any(${`{${ids.join(',')}}`}::uuid[]) and state::text = 'created'`;
}

export async function deleteWaitingJobs(db: DbOrTx, queue: string, ids: string[]): Promise<void> {
  if (ids.length) await db.execute(deleteWaitingJobsStatement(queue, ids));
}
