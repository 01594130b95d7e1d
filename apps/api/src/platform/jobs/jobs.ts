import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';
import { limiter } from '../limiter.js';
import { insertJobsQuery } from './queued-jobs.repository.js';

/**
 * pg-boss 10 completes (and, when a handler throws, fails) a fetched batch without awaiting the
 * query, so a database error there would be an unhandled rejection that ends the process. We
 * recognise those two statements by their text and never let them reject: the job then stays
 * `active`, expires and is worked again (at least once; every handler is idempotent).
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const SCHEMA = 'pgboss';
/**
 * pg-boss 10 fetches a queue's next jobs `ORDER BY priority desc, created_on, id LIMIT n`, and its
 * own fetch index (`<partition>_i5`: name, start_after) cannot give that order: every poll sorted
 * the queue's whole backlog. With 50,000 emails waiting, one poll of the mail queue took 160–200 ms
 * (a sort that spilled to disk), twice a second per process. `job_fetch_order` gives the order, so
 * a poll reads its `n` rows and stops (the whole fetch 4–8 ms on the same backlog, locking and
 * updating its 50 rows included; docs/performance.md, "Notifications, jobs and mail"). Partial like i5: a job leaves it
 * when it becomes active. Created on the partitioned table, so every queue's partition has it,
 * also those created later.
 *
 * The planner takes it only when it knows the backlog is large: with statistics from before the
 * backlog grew it estimates a few rows and sorts them. So a poll that comes back full (a backlog
 * of at least `batchSize`) has the queue's own table (its partition) analyzed, at most once per
 * `ANALYZE_EVERY_MS` per queue. PGlite runs no autovacuum at all: there this is the only ANALYZE.
 */
const ANALYZE_EVERY_MS = 60_000;
/**
 * A backlog drained in the process's spare time. pg-boss waits the polling interval between
 * polls even after a full batch, so a queue was worked at most `batchSize` jobs per interval:
 * the mail queue at ≈ 700 emails a second per process (10 jobs of ≤ 50 a half second), and the
 * ≈ 100,000 emails still queued after a `bench:bids` run's last bid took 110–157 s. After a full
 * batch the worker now pauses `DRAIN_PAUSE_MS` and measures the event loop over the pause: when
 * it was busy less than `DRAIN_IDLE_BELOW` of the time (no requests waiting on this process), it
 * polls again at once; otherwise it keeps its interval, so a backlog never takes the loop from
 * requests (docs/performance.md, "Notifications, jobs and mail"). Under `--cpu-prof` the loop reads busy (the
 * profiler's signals cut libuv's idle waits short), so a profiled process keeps its interval.
 */
const DRAIN_PAUSE_MS = 50;
const DRAIN_IDLE_BELOW = 0.3;

/** Starts measuring the event loop; the answer tells whether it was idle since (`DRAIN_IDLE_BELOW`). */
export type LoopIdleProbe = () => () => boolean;
export const loopIdleSince: LoopIdleProbe = () => {
  const before = performance.eventLoopUtilization();
  return () => performance.eventLoopUtilization(before).utilization < DRAIN_IDLE_BELOW;
};
export const FETCH_ORDER_INDEX = 'job_fetch_order';
const unawaitedByPgBoss = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);

/** The part of the database pool the queue uses (`Database.pool`). */
interface QueryPool {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** What a job handler receives: the job's data and its attempt (0 the first time). */
export interface JobContext<T> {
  id: string;
  data: T;
  retryCount: number;
}
export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface QueueOptions {
  /** Retries after a failure (default 5), spaced `retryDelaySeconds` apart with exponential backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Jobs taken per poll (default 10), and how many of them run at once (default: all). While the
   * process is busy, pg-boss waits the polling interval between polls even after a full batch, so
   * it works at most `batchSize` jobs per interval of a queue: a busy queue (mail) takes more per
   * poll. While it is idle, a full poll is followed by the next at once (`DRAIN_IDLE_BELOW`).
   */
  batchSize?: number;
  concurrency?: number;
  /**
   * Seconds between a worker's polls (default: the process's, 0.5 s). Each poll is a query, 3.5–4.4
   * ms of PGlite's only thread even when the queue is empty, so a mostly idle queue (SMS, the scans,
   * the event backups) polls every `QUIET_POLL_SECONDS`. A queue polled less often than the default
   * is woken by this process's own `send` of a job due now (and by `wake`), so those jobs wait no
   * longer than before; only jobs sent by another process wait for the next poll.
   */
  pollSeconds?: number;
}

/** The poll interval of a mostly idle queue (`QueueOptions.pollSeconds`). */
export const QUIET_POLL_SECONDS = 2;

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
  /** With `singletonKey`: at most one job per key in each window of this many seconds. */
  singletonSeconds?: number;
}

/**
 * The durable job queue (pg-boss 10) on our own connection pool, so it runs the same on
 * PostgreSQL and on PGlite. Jobs live in the `pgboss` schema: a job sent before a crash is
 * worked after the restart; a failing job is retried with backoff and, when out of retries,
 * stays in the table as `failed` (logged), never silently dropped.
 *
 * PGlite has one session: pg-boss's queries wait for a transaction (in PGlite's thread) like any other query. Nobody
 * awaits `send` inside an open transaction (send after commit, or fire and forget), so a
 * transaction never waits on pg-boss while holding the only session.
 *
 * `runWorkers` false (JOBS_WORKER=false) makes a process that only sends jobs.
 */
export function createJobs(opts: {
  pool: QueryPool;
  logger: () => Logger;
  runWorkers: boolean;
  pollSeconds?: number;
  /** Runs the install / queue creation under a cross-process lock (PostgreSQL: several processes start at once). */
  startLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** How a drain pause reads the event loop (default `loopIdleSince`; tests choose the answer). */
  loopIdle?: LoopIdleProbe;
}) {
  const loopIdle = opts.loopIdle ?? loopIdleSince;
  const boss = new PgBoss({
    db: {
      // After stop (the pool may be ending or its database gone), and for the statements
      // pg-boss does not await, an error answers an empty result instead of rejecting: the
      // job stays active in the table and is worked again after the restart (at least once).
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return await opts.pool.query(text, values);
        } catch (err) {
          if (stopped) return { rows: [{ count: '0' }], rowCount: 0 };
          if (unawaitedByPgBoss.has(text)) {
            opts.logger().warn({ err }, 'job queue could not record a result; the job is retried when it expires');
            return { rows: [{ count: '0' }], rowCount: 0 };
          }
          throw err;
        }
      },
    },
    schema: SCHEMA,
    // Cron schedules are not used (our periodic work is `every` below); maintenance runs.
    schedule: false,
    supervise: true,
  } as unknown as PgBoss.ConstructorOptions);
  boss.on('error', (err) => opts.logger().error({ err }, 'job queue error'));

  const defaultPollSeconds = opts.pollSeconds ?? 0.5;
  const queues = new Map<string, { handler: JobHandler<never>; options: QueueOptions }>();
  /** This process's worker of each slow-polled queue (`QueueOptions.pollSeconds`), to wake it. */
  const wakeable = new Map<string, string>();
  /** The periodic offers' intervals and the drain pauses' timeouts, cleared by `stop`. */
  const timers = new Set<NodeJS.Timeout>();
  /** Batches being worked in this process; `stop` waits for them while the pool is still open. */
  const inFlight = new Set<Promise<unknown>>();
  let started: Promise<void> | null = null;
  let stopped = false;
  const analyzedAt = new Map<string, number>();
  /** A full poll means a backlog: let the planner know its size (see FETCH_ORDER_INDEX). */
  const backlogSeen = (queue: string) => {
    if (Date.now() - (analyzedAt.get(queue) ?? 0) < ANALYZE_EVERY_MS) return;
    analyzedAt.set(queue, Date.now());
    void (async () => {
      const r = await opts.pool.query<{ partition_name: string }>(`select partition_name from ${SCHEMA}.queue where name = $1`, [queue]);
      const table = r.rows[0]?.partition_name;
      if (table) await opts.pool.query(`analyze ${SCHEMA}."${table.replace(/"/g, '""')}"`);
    })().catch((err: unknown) => opts.logger().warn({ err, queue }, 'job queue statistics not refreshed'));
  };

  /**
   * Fetches a slow-polled queue's jobs now in this process, instead of at its next poll: for
   * jobs queued by other means than `send` (a transaction's own insert) that are due now.
   */
  const wake = (name: string) => {
    const workerId = wakeable.get(name);
    if (workerId && !stopped) boss.notifyWorker(workerId);
  };

  const ensureStarted = () => {
    if (!started) throw new Error('job queue not started');
    return started;
  };

  return {
    /** Declares a queue and its handler (before start). */
    register<T>(name: string, handler: JobHandler<T>, options: QueueOptions = {}) {
      queues.set(name, { handler: handler as JobHandler<never>, options });
    },

    /** Starts pg-boss (creating its schema on first use) and every registered queue. */
    start(): Promise<void> {
      const install = async () => {
        await boss.start();
        await opts.pool.query(
          `create index if not exists ${FETCH_ORDER_INDEX} on ${SCHEMA}.job (name, priority desc, created_on, id) where state < 'active'`,
        );
        for (const [name, { options }] of queues) {
          await boss.createQueue(name, {
            name,
            retryLimit: options.retryLimit ?? 5,
            retryDelay: options.retryDelaySeconds ?? 2,
            retryBackoff: true,
          });
        }
      };
      started ??= opts.startLock ? opts.startLock(install) : install();
      return started;
    },

    /** Works every queue in this process (unless JOBS_WORKER is off). */
    async startWorkers(): Promise<void> {
      await ensureStarted();
      if (!opts.runWorkers || stopped) return;
      for (const [name, { handler, options }] of queues) {
        // Up to `batchSize` jobs a poll, `concurrency` of them at a time; each failure is failed on
        // its own (pg-boss retries it), the rest complete.
        // The callback never rejects (pg-boss would fail the whole batch without awaiting it).
        const batchSize = options.batchSize ?? 10;
        const slot = limiter(Math.max(1, Math.min(options.concurrency ?? batchSize, batchSize)));
        const pollSeconds = options.pollSeconds ?? defaultPollSeconds;
        let workerId = '';
        const drainIfIdle = () => {
          const idle = loopIdle();
          const t = setTimeout(() => {
            timers.delete(t);
            if (!stopped && idle()) boss.notifyWorker(workerId);
          }, DRAIN_PAUSE_MS);
          t.unref();
          timers.add(t);
        };
        workerId = await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize, includeMetadata: true }, (jobs) => {
          const full = jobs.length >= batchSize;
          if (full) backlogSeen(name);
          const batch = (async () => {
            const results = await Promise.allSettled(
              jobs.map((job) => slot(() => handler({ id: job.id, data: job.data as never, retryCount: job.retryCount }))),
            );
            for (const [i, job] of jobs.entries()) {
              const r = results[i]!;
              if (r.status !== 'rejected') continue;
              opts.logger().warn({ err: r.reason, queue: name, job: job.id }, 'job failed; pg-boss retries it');
              try {
                await boss.fail(name, job.id, { message: String((r.reason as Error)?.message ?? r.reason) });
              } catch (err) {
                opts.logger().warn({ err, queue: name, job: job.id }, 'job failure not recorded; the job is retried when it expires');
              }
            }
          })();
          inFlight.add(batch);
          return batch.finally(() => {
            inFlight.delete(batch);
            if (full) drainIfIdle();
          });
        });
        if (pollSeconds > defaultPollSeconds) wakeable.set(name, workerId);
      }
    },

    wake,

    /** Queues a job; answers its id (null when a singleton key suppressed it). */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
      await ensureStarted();
      if (!queues.has(name)) throw new Error(`unknown job queue ${name}`);
      const id = await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      });
      if (id !== null && !(options.startAfter && options.startAfter.getTime() > Date.now())) wake(name);
      return id;
    },

    /**
     * Queues many jobs of one queue, due now, in one statement (`insertJobsStatement`, with the
     * queue's retries); answers nothing. For bursts (a round of notifications' emails): one round
     * trip and one plan instead of one each.
     */
    async sendMany<T extends object>(name: string, data: T[]): Promise<void> {
      if (!data.length) return;
      await ensureStarted();
      const queue = queues.get(name);
      if (!queue) throw new Error(`unknown job queue ${name}`);
      const { text, values } = insertJobsQuery(name, data, queue.options);
      await opts.pool.query(text, values);
      wake(name);
    },

    /**
     * Periodic work that runs once per period across every process: each process offers a
     * job every `seconds`, and the singleton window lets only one of them be queued.
     */
    every(name: string, seconds: number) {
      if (!opts.runWorkers) return;
      const offer = () => {
        if (stopped) return;
        void this.send(name, {}, { singletonKey: name, singletonSeconds: seconds }).catch((err: unknown) =>
          opts.logger().error({ err, queue: name }, 'periodic job not queued'),
        );
      };
      void ensureStarted().then(offer, () => undefined);
      const t = setInterval(offer, seconds * 1000);
      t.unref();
      timers.add(t);
    },

    /** Counts jobs of a queue by state (tests, readiness). */
    async counts(name: string): Promise<Record<string, number>> {
      await ensureStarted();
      const r = await opts.pool.query<{ state: string; n: number }>(
        'select state::text as state, count(*)::int as n from pgboss.job where name = $1 group by state',
        [name],
      );
      return Object.fromEntries(r.rows.map((x) => [x.state, x.n]));
    },

    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      // A batch still running after pg-boss's timeout finishes before the owner closes the pool.
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
