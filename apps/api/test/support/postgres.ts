import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** The CI PostgreSQL 15 server (trust auth). Override with TEST_PG_URL (a URL to its `postgres` database). */
export const adminUrl = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export const testDbEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const urlFor = (database: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl} (TEST_DB=postgres${process.env.CI === 'true' ? ', CI=true' : ''}). ` +
        `Start it (.ci/run does) or run the PGlite pass instead. Cause: ${(err as Error).message}`,
      { cause: err },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, uniquely named, empty database; `drop()` removes it (terminating leftover connections).
 * TEST_PG_DB_PREFIX is put before every name, so runs sharing one server keep to their own names.
 */
export async function createTestDatabase(prefix = 'gavel_test'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${process.env.TEST_PG_DB_PREFIX ?? ''}${prefix}_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  return {
    name,
    url: urlFor(name),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

/** Whether a TCP port answers (used to fail fast, with a clear message, when a service is down). */
export function tcpReachable(host: string, port: number, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
