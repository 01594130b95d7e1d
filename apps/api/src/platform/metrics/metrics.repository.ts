import type pg from 'pg';

/** Jobs waiting or running in the pg-boss queues, by queue and state (empty before pg-boss made its schema). */
export async function jobQueueDepth(pool: pg.Pool): Promise<{ queue: string; state: string; n: number }[]> {
  const r = await pool.query<{ queue: string; state: string; n: number }>(
    `select name as queue, state::text as state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2`,
  );
  return r.rows;
}

export const poolStats = (pool: pg.Pool) => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
