import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { users } from '../src/platform/db/schema/index.js';
import { buildLot } from './factories/lots.js';
import { cachedHash, DEFAULT_PASSWORD, testDbEngine, uniqueEmail } from './harness.js';
import { call, soloProcessSetup, stopApi, type ApiProcess } from './support/api-process.js';

/**
 * The production path: `npm start` runs the compiled bundle (`node dist/main.js`), not the
 * TypeScript sources. This file builds the API with its own build script into a private folder
 * (apps/api/.build-test-XXXXXX/dist, removed afterwards, so it never races `npm run build`), boots
 * it with plain node — no tsx loader — and uses what the bundle must find beside itself at run
 * time: the SQL migrations (read on every start), the database driver, the HTTP routes, and the
 * spreadsheet parser's worker thread (`new Worker(new URL('./spreadsheet.worker.mjs', import.meta.url))`).
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const title = `Compiled start check ${process.pid} pallet`;
let buildRoot = '';
let api: ApiProcess | undefined;
let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
let lotId = 0;
let adminEmail = '';

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: apiRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out}`))));
  });
}

/** Starts `node <bundle>` (no --import tsx) and resolves with its URL once it printed it. */
function startCompiled(main: string, env: Record<string, string>): Promise<ApiProcess> {
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: apiRoot,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n--- output ---\n${out}`));
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /local (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ url: m[1]!, child, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => fail(new Error(`the compiled API exited early (code ${code}, signal ${signal})`)));
  });
}

/** One admin and one open lot, written straight into the database. */
async function prepare(db: Database) {
  adminEmail = uniqueEmail('compiled-admin');
  const [admin] = await db.db
    .insert(users)
    .values({
      email: adminEmail,
      username: adminEmail.split('@')[0]!,
      passwordHash: await cachedHash(DEFAULT_PASSWORD),
      firstName: 'Compiled',
      lastName: 'Start',
      isAdmin: true,
    })
    .returning({ id: users.id });
  lotId = (await buildLot(db.db, { title, listingFormat: 'lineitem', auctionType: 'lineitem', sellerId: admin!.id })).id;
}

beforeAll(async () => {
  buildRoot = fs.mkdtempSync(path.join(apiRoot, '.build-test-'));
  const dist = path.join(buildRoot, 'dist');
  const built = run(process.execPath, ['scripts/build.mjs', '--outdir', dist]);
  const setup = await soloProcessSetup('compiled', { NODE_ENV: 'production' }, { snapshotFile: inject('pgliteSnapshotFile'), prepare });
  drop = setup.drop;
  await built;
  api = await startCompiled(path.join(dist, 'main.js'), setup.env);
  if (setup.databaseUrl) {
    // On PostgreSQL the bundle has just run every migration itself on the fresh database.
    database = await openDatabase({ databaseUrl: setup.databaseUrl, poolSize: 2 });
    await prepare(database);
  }
}, 120_000);

afterAll(async () => {
  await stopApi(api);
  await database?.close();
  await drop?.();
  if (buildRoot) fs.rmSync(buildRoot, { recursive: true, force: true });
});

describe('the compiled API (dist/main.js, plain node)', () => {
  it('is a bundle that loads no TypeScript: the process runs without a loader', () => {
    expect(api!.child.spawnargs.slice(1)).toEqual([path.join(buildRoot, 'dist', 'main.js')]);
    expect(fs.existsSync(path.join(buildRoot, 'dist', 'migrations', 'meta', '_journal.json'))).toBe(true);
  });

  it('answers /healthz and /readyz', async () => {
    expect(await call(api!.url, 'GET', '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await call(api!.url, 'GET', '/readyz')).body).toMatchObject({ status: 'ready', database: testDbEngine() });
  });

  it('serves a page of lots from the database', async () => {
    const res = await call(api!.url, 'POST', '/api/auction/search', { body: { searchbar: title } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.records.map((r: { id: number }) => r.id)).toContain(lotId);
  });

  it("reads an uploaded spreadsheet in the parser's worker thread (a file beside the bundle)", async () => {
    const login = await call(api!.url, 'POST', '/api/user/login', { body: { username: adminEmail, password: DEFAULT_PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Sub-lot', 'Title', 'Brand', 'Part number', 'Qty', 'Starting price', 'Reserve price'],
        [1, 'Dell Latitude 5490', 'Dell', 'LAT-5490', 3, '125.50', 200],
      ]),
      'Manifest',
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]), 'manifest.xlsx');
    const res = await fetch(new URL(`/api/admin/lots/${lotId}/manifest/preview`, api!.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.data.token as string}` },
      body: form,
    });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.counts).toEqual({ rows: 1, valid: 1, with_problems: 0 });
    expect(body.data.rows[0]).toMatchObject({ sub_lot: 1, qty: 3, starting_price: 125.5 });
  });
});
