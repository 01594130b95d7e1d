#!/usr/bin/env node
// The API tests on PostgreSQL: `vitest run --project api` with TEST_DB=postgres (each test
// file gets a fresh database on the server; the two-process test runs too).
// Usage: node scripts/test-api-pg.mjs [extra vitest args]
//   TEST_PG_URL  admin URL (default postgresql://postgres@127.0.0.1:5432/postgres)
//   SKIP_PG=1    locally, when PostgreSQL is down, warn and exit 0 instead of failing (ignored on CI)
//   TEST_PG_DB_PREFIX  put before every test database's name (runs sharing one server)
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = new URL(process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const host = adminUrl.hostname || '127.0.0.1';
const port = Number(adminUrl.port || 5432);
const ci = process.env.CI === 'true';

const reachable = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

if (!(await reachable())) {
  const line = '!'.repeat(78);
  if (ci) {
    console.error(
      `${line}\n!! PostgreSQL is NOT reachable at ${host}:${port} and CI=true.\n!! The PostgreSQL API pass cannot be skipped on CI: start PostgreSQL 15 (.ci/run does).\n${line}`,
    );
    process.exit(1);
  }
  if (process.env.SKIP_PG === '1') {
    console.warn(`WARNING: PostgreSQL is not reachable at ${host}:${port}; SKIP_PG=1, so the PostgreSQL API pass did NOT run.`);
    process.exit(0);
  }
  console.error(
    `PostgreSQL is not reachable at ${host}:${port}. Start it (pg_ctlcluster --skip-systemctl-redirect <version> main start), ` +
      'or set SKIP_PG=1 to skip this pass locally.',
  );
  process.exit(1);
}

const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: 'postgres' },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
