import type pg from 'pg';

/** Jobs waiting or running in the pg-boss queues, by queue and state (empty before pg-boss made its schema). */
export async function jobQueueDepth(pool: pg.Pool): Promise<{ queue: string; state: string; n: number }[]> {
  const r = await pool.query<{ queue: string; state: string; n: number }>(
    `select q.name as queue, s.state, count(j.id)::int as n
       from pgboss.queue q
       cross join (values ('created'), ('retry'), ('active')) as s(state)
       left join pgboss.job j on j.name = q.name and j.state::text = s.state
      group by 1, 2 order by 1, 2`,
  );
  return r.rows;
}

export const poolStats = (pool: pg.Pool) => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
