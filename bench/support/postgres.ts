import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Admin URL of the local PostgreSQL 15 (trust auth). Override with BENCH_PG_URL. */
export const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at ${adminUrl}: ${(err as Error).message}`, { cause: err });
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, uniquely named, empty database; `drop()` removes it (terminating leftover connections). */
export async function createBenchDatabase(prefix = 'gavel_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: u.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}
