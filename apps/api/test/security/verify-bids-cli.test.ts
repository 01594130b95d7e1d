import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/platform/db/client.js';

/**
 * Issue 39 item 7: `npm run verify-bids` without DATABASE_URL checked a new, empty embedded
 * database and said "0 lot(s) checked, 0 broken" with exit 0. It must open the configured data
 * folder's database, and fail with a clear message when there is none or nothing to check.
 */
const apiRoot = path.resolve(import.meta.dirname, '../..');
const script = path.join(apiRoot, 'src/modules/bidding/verify-bids.command.ts');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-verify-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Runs the command as `npm run verify-bids` does (tsx, in apps/api), without DATABASE_URL. */
function verifyBids(dataDir: string): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run verify-bids without DATABASE_URL', () => {
  it('a data folder with no database: exit 2, naming the folder, and creates nothing', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const r = await verifyBids(dir);
    expect(r.code).toBe(2);
    expect(r.out).toContain('No database to check');
    expect(r.out).toContain(path.join(dir, 'pglite'));
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  // An embedded database made, migrated and opened twice: slow on a busy machine.
  it('the configured folder’s database with no lot to check: non-zero, "Nothing to check"', { timeout: 240_000 }, async () => {
    const dir = tempDir();
    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    await migrateDatabase(database);
    await database.close();
    const r = await verifyBids(dir);
    expect(r.out).toContain(`database: embedded, ${path.join(dir, 'pglite')}`);
    expect(r.out).toContain('Nothing to check');
    expect(r.code).toBe(3);
  });
});
