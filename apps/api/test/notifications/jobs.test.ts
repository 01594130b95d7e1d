import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../harness.js';
import type { Database } from '../../src/platform/db/client.js';
import { createRequire } from 'node:module';
import { FETCH_ORDER_INDEX, createJobs, loopIdleSince, type Jobs, type QueueOptions } from '../../src/platform/jobs/jobs.js';
import { until } from '../support/until.js';

/** The job queue (pg-boss on our pool) on the engine of this pass: retries, restarts, singletons. */
let database: Database;
let dispose: () => Promise<void>;
const logger = pino({ level: 'silent' });
const started: Jobs[] = [];

function queue(runWorkers: boolean, handler: (data: { n: number }, retry: number) => Promise<void>) {
  const jobs = createJobs({ pool: database.pool, logger: () => logger, runWorkers, pollSeconds: 0.5 });
  jobs.register<{ n: number }>('test.work', async ({ data, retryCount }) => handler(data, retryCount), { retryLimit: 3, retryDelaySeconds: 1 });
  started.push(jobs);
  return jobs;
}

/**
 * Two processes on one slow-polled queue (`pollSeconds` 60: only a wake or a drain works it in
 * time): `worker` works it and records each job's `n` in `seen`; `other` only sends.
 */
async function twoProcesses(
  name: string,
  options: QueueOptions,
  pool: Parameters<typeof createJobs>[0]['pool'] = database.pool,
  loopIdle?: Parameters<typeof createJobs>[0]['loopIdle'],
) {
  const seen: number[] = [];
  const make = (runWorkers: boolean) => {
    const jobs = createJobs({ pool, logger: () => logger, runWorkers, pollSeconds: 0.5, loopIdle });
    jobs.register<{ n: number }>(name, async ({ data }) => void seen.push(data.n), { pollSeconds: 60, ...options });
    started.push(jobs);
    return jobs;
  };
  const worker = make(true);
  const other = make(false);
  await worker.start();
  await other.start();
  await worker.startWorkers();
  return { worker, other, seen };
}

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  for (const j of started) await j.stop();
  await dispose?.();
});

describe('job queue', () => {
  it('retries a failed job until it succeeds, and never loses it', async () => {
    const attempts: number[] = [];
    const jobs = queue(true, async (data, retry) => {
      attempts.push(retry);
      if (retry < 2) throw new Error('transport down');
    });
    await jobs.start();
    await jobs.startWorkers();
    await jobs.send('test.work', { n: 1 });
    await until(async () => (await jobs.counts('test.work')).completed === 1);
    expect(attempts).toEqual([0, 1, 2]);
    await jobs.stop();
  });

  it('a job queued while no worker runs is worked after a (re)start', async () => {
    const sender = queue(false, async () => undefined);
    await sender.start();
    await sender.send('test.work', { n: 2 });
    await sender.stop();
    const seen: number[] = [];
    const worker = queue(true, async (data) => {
      seen.push(data.n);
    });
    await worker.start();
    await worker.startWorkers();
    await until(() => seen.includes(2));
    expect(seen.filter((n) => n === 2)).toHaveLength(1);
    await worker.stop();
  });

  it('a singleton window lets one of several offers through', async () => {
    const jobs = queue(false, async () => undefined);
    await jobs.start();
    const ids = await Promise.all([1, 2, 3].map(() => jobs.send('test.work', { n: 3 }, { singletonKey: 'scan', singletonSeconds: 60 })));
    expect(ids.filter(Boolean)).toHaveLength(1);
    await jobs.stop();
  });

  it('a database error while recording a result rejects nothing unhandled; the job is worked again', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // The pool refuses pg-boss's completion and failure statements for a while.
    let refuse = true;
    const flaky = {
      query: (text: string, values?: unknown[]) =>
        refuse && /completed_on = now\(\)|DELETE FROM pgboss\.job\s+WHERE name = \$1 AND id IN/.test(text)
          ? Promise.reject(new Error('connection terminated'))
          : database.pool.query(text, values),
    } as typeof database.pool;
    const seen: number[] = [];
    const jobs = createJobs({ pool: flaky, logger: () => logger, runWorkers: true, pollSeconds: 0.5 });
    jobs.register<{ n: number }>(
      'test.flaky',
      async ({ data, retryCount }) => {
        seen.push(data.n);
        if (retryCount === 0 && data.n === 5) throw new Error('handler failed');
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    started.push(jobs);
    try {
      await jobs.start();
      await jobs.startWorkers();
      await jobs.send('test.flaky', { n: 4 });
      await jobs.send('test.flaky', { n: 5 });
      await until(() => seen.includes(4) && seen.includes(5));
      // Give pg-boss's unawaited completion a few turns to settle.
      await until(async () => (await jobs.counts('test.flaky')).active === 2);
      refuse = false;
      await jobs.stop();
      expect(unhandled).toEqual([]);
      // Neither result was recorded: both jobs stay active, to be worked again when they expire.
      expect((await jobs.counts('test.flaky')).active).toBe(2);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('stop waits for a batch that is still running', async () => {
    let finished = false;
    let began = false;
    const jobs = createJobs({ pool: database.pool, logger: () => logger, runWorkers: true, pollSeconds: 0.5 });
    jobs.register<{ n: number }>('test.slow', async () => {
      began = true;
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    started.push(jobs);
    await jobs.start();
    await jobs.startWorkers();
    await jobs.send('test.slow', { n: 6 });
    await until(() => began);
    await jobs.stop();
    expect(finished).toBe(true);
  });

  it("sendMany queues a burst in one statement, with the queue's retries; each job is worked once, at most `concurrency` at a time", async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const jobs = createJobs({ pool: database.pool, logger: () => logger, runWorkers: true, pollSeconds: 0.5 });
    jobs.register<{ n: number }>(
      'test.burst',
      async ({ data }) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        seen.push(data.n);
        running--;
      },
      { batchSize: 25, concurrency: 4, retryLimit: 3, retryDelaySeconds: 7 },
    );
    started.push(jobs);
    await jobs.start();
    await jobs.sendMany('test.burst', Array.from({ length: 60 }, (_, i) => ({ n: i })));
    expect((await jobs.counts('test.burst')).created).toBe(60);
    const queued = await database.pool.query(
      "select retry_limit, retry_delay, retry_backoff, count(*)::int as n from pgboss.job where name = 'test.burst' and start_after <= now() group by 1, 2, 3",
    );
    expect(queued.rows).toEqual([{ retry_limit: 3, retry_delay: 7, retry_backoff: true, n: 60 }]);
    await jobs.startWorkers();
    await until(async () => (await jobs.counts('test.burst')).completed === 60);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(peak).toBeLessThanOrEqual(4);
    expect(peak).toBeGreaterThan(1);
    await expect(jobs.sendMany('test.unknown', [{ n: 1 }])).rejects.toThrow(/unknown job queue/);
    await jobs.stop();
  });
  it("a queue's backlog is polled through the fetch-order index once a full poll had the table analyzed", async () => {
    const sender = queue(false, async () => undefined);
    await sender.start();
    await sender.sendMany('test.work', Array.from({ length: 3000 }, (_, n) => ({ n })));
    type PlanNode = { 'Node Type': string; 'Subplan Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    const fetch = (createRequire(import.meta.url)('pg-boss/src/plans.js') as { fetchNextJob(schema: string): (o: object) => string }).fetchNextJob('pgboss')({ includeMetadata: true });
    // How pg-boss would choose the next jobs now (the CTE "next" of its fetch).
    const choice = async () => {
      const explained = await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${fetch}`, ['test.work', 10]);
      return nodes(nodes(explained.rows[0]!['QUERY PLAN'][0].Plan).find((n) => n['Subplan Name'] === 'CTE next')!);
    };
    const indexes = await database.pool.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'pgboss' and tablename = 'job'");
    expect(indexes.rows.map((r) => r.indexname)).toContain(FETCH_ORDER_INDEX);
    // One full poll (a backlog of at least a batch): the table is analyzed, and the next poll reads
    // the backlog in order from the index instead of sorting all of it.
    const worked: number[] = [];
    const worker = queue(true, async (data) => {
      worked.push(data.n);
    });
    await worker.start();
    await worker.startWorkers();
    await until(async () => worked.length >= 10 && !(await choice()).some((n) => n['Node Type'] === 'Sort'));
    expect((await choice()).find((n) => n['Node Type'] === 'Index Scan')?.['Index Name']).toMatch(/_name_priority_created_on_id_idx$/);
    await worker.stop();
    await sender.stop();
    await database.pool.query("delete from pgboss.job where name = 'test.work'");
  });

  it('a slow-polled queue is worked at once when this process sends it a job due now, or wakes it', async () => {
    // Polls of the queue counted at the pool; a poll every minute, so only a wake fetches in time.
    let polls = 0;
    const pool = {
      async query<R>(text: string, values?: unknown[]) {
        const r = (await database.pool.query(text, values)) as unknown as { rows: R[] };
        if (values?.[0] === 'test.quiet' && /skip locked/i.test(text)) polls++;
        return r;
      },
    };
    const { worker, other, seen } = await twoProcesses('test.quiet', {}, pool);
    await until(() => polls === 1);

    // Another process's job waits for a poll; this process's own send wakes its worker for both.
    await other.send('test.quiet', { n: 1 });
    await worker.send('test.quiet', { n: 2 });
    await until(() => seen.length === 2);
    expect(seen.sort()).toEqual([1, 2]);
    expect(polls).toBe(2);

    // A job not due yet wakes nothing; `wake` fetches what another process queued.
    await worker.send('test.quiet', { n: 3 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await other.send('test.quiet', { n: 4 });
    expect(polls).toBe(2);
    worker.wake('test.quiet');
    await until(() => seen.includes(4));
    expect(seen).not.toContain(3);
    expect(polls).toBe(3);

    await worker.stop();
    await other.stop();
    await database.pool.query("delete from pgboss.job where name = 'test.quiet'");
  });

  it("a backlog is drained poll after poll while the process is idle, and waits for the interval while it is busy", async () => {
    // Polls every minute and two jobs a poll: only the drain after a full poll works more in time.
    // What the loop reads is chosen here (on a loaded machine a real reading can be busy for a
    // long while); the reading itself is the next test's.
    // A retry starts clean (an earlier attempt's jobs would be worked too).
    await database.pool.query("delete from pgboss.job where name = 'test.backlog'");
    let loopIsIdle = false;
    let readings = 0;
    const { worker, other, seen } = await twoProcesses('test.backlog', { batchSize: 2 }, database.pool, () => () => (readings++, loopIsIdle));
    await other.sendMany('test.backlog', [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n })));

    // Busy: after the first full poll the worker keeps its interval.
    worker.wake('test.backlog');
    await until(() => seen.length === 2 && readings === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(2);

    // Idle: one wake, then every full poll is followed by the next at once, to the last job
    // (without the drain it is 60 s a poll).
    loopIsIdle = true;
    worker.wake('test.backlog');
    await until(() => seen.length === 7, 30_000);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    await worker.stop();
    await other.stop();
    await database.pool.query("delete from pgboss.job where name = 'test.backlog'");
  }, 60_000);

  it('the drain reads the event loop: idle while it waits, busy while it is blocked', async () => {
    const idleRead = loopIdleSince();
    await new Promise((r) => setTimeout(r, 50));
    const quiet = idleRead();
    const busyRead = loopIdleSince();
    const end = performance.now() + 60;
    while (performance.now() < end);
    await new Promise((r) => setTimeout(r, 5));
    expect(busyRead()).toBe(false);
    expect(quiet).toBe(true);
  }, 60_000);
});
