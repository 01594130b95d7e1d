/// <reference types="@fastify/multipart" />
/**
 * bench:manifest — a 5,000-row manifest import (issue 10), on PGlite and on PostgreSQL:
 * the worker parse of each format, the row checks, the whole preview (parse + checks + the
 * private upload slot) and the whole confirm (re-parse + one transaction replacing 5,000
 * sub-lots + audit). In-process (the service, no HTTP); medians of 5 runs after a warm-up.
 *   npx tsx bench/manifest-import/run.ts
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { openDatabase, migrateDatabase, type Database } from '../../apps/api/src/platform/db/client.js';
import { lots, users } from '../../apps/api/src/platform/db/schema/index.js';
import { createLocalFileStore } from '../../apps/api/src/platform/files/file-store.js';
import { parseSpreadsheet } from '../../apps/api/src/platform/spreadsheet/spreadsheet.js';
import { createManifestImportService, MANIFEST_SHEET_LIMITS } from '../../apps/api/src/modules/manifest-import/manifest-import.service.js';
import { manifestImportRepository } from '../../apps/api/src/modules/manifest-import/manifest-import.repository.js';
import { audit } from '../../apps/api/src/modules/audit/index.js';
import { readManifestSheet } from '../../apps/api/src/modules/manifest-import/manifest-sheet.js';
import type { AuthUser } from '../../apps/api/src/platform/http/auth.js';
import { createBenchDatabase } from '../support/postgres.js';

const ROWS = 5000;
const RUNS = 5;
const header = ['Sub-lot', 'Title', 'Description', 'Brand', 'Part number', 'Qty', 'Starting price', 'Reserve price'];
const rows = Array.from({ length: ROWS }, (_, i) => [
  i + 1,
  `Dell Latitude 5490 i5-8350U 8GB 256GB SSD #${i + 1}`,
  'Grade B, tested, no power adapter',
  'Dell',
  `LAT5490-${String(i + 1).padStart(5, '0')}`,
  (i % 20) + 1,
  (125 + (i % 50)).toFixed(2),
  200,
]);
const file = (bookType: 'xlsx' | 'biff8' | 'csv') => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Manifest');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType }) as Buffer);
};
const files = { xlsx: file('xlsx'), xls: file('biff8'), csv: file('csv') };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return Math.round(median(out));
}

async function engine(name: string, database: Database) {
  await migrateDatabase(database);
  const db = database.db;
  const [admin] = await db.insert(users).values({ email: `bench-${Date.now()}@example.test`, username: `bench${Date.now()}`, passwordHash: 'x', firstName: 'B', lastName: 'A', isAdmin: true, status: 'active' } as never).returning();
  const user = { id: admin!.id, isAdmin: true, isEmployee: false, isSeller: false, isBuyer: false } as unknown as AuthUser;
  const [lot] = await db
    .insert(lots)
    .values({ title: 'Bench line-item lot', listingFormat: 'lineitem', auctionType: 'lineitem', startingPrice: 100, currentPrice: 100, sellerId: admin!.id, dateAdded: new Date(), dateClosed: new Date(Date.now() + 86_400_000) })
    .returning();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-manifest-'));
  const service = createManifestImportService({ db, repo: manifestImportRepository, audit, files: createLocalFileStore(path.join(dataDir, 'uploads')) });
  const upload = (kind: keyof typeof files) => [{ fieldname: 'file', filename: `m.${kind}`, mimetype: '', data: files[kind] }];
  const result: Record<string, number> = {};
  result['preview (xlsx)'] = await time(() => service.preview(user, lot!.id, upload('xlsx')));
  // Each confirm needs its own preview (a token works once): time them apart.
  const confirms: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const p = await service.preview(user, lot!.id, upload('xlsx'));
    const t = performance.now();
    const done = await service.confirm(user, lot!.id, p.token!);
    if (i > 0) confirms.push(performance.now() - t);
    if (done.created !== ROWS) throw new Error('not every row saved');
  }
  result['confirm (xlsx: re-parse + 1 transaction replacing 5,000 sub-lots + audit)'] = Math.round(median(confirms));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n${name}`);
  for (const [k, v] of Object.entries(result)) console.log(`  ${k.padEnd(78)} ${String(v).padStart(6)} ms`);
}

console.log(`manifest import bench: ${ROWS} rows, median of ${RUNS}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`file sizes: xlsx ${files.xlsx.length} B, xls ${files.xls.length} B, csv ${files.csv.length} B`);
for (const kind of ['xlsx', 'xls', 'csv'] as const) {
  const ms = await time(() => parseSpreadsheet(files[kind], MANIFEST_SHEET_LIMITS));
  console.log(`  parse in the worker (.${kind})`.padEnd(80), String(ms).padStart(6), 'ms');
}
const sheet = await parseSpreadsheet(files.xlsx, MANIFEST_SHEET_LIMITS);
console.log('  row checks (readManifestSheet)'.padEnd(80), String(await time(async () => readManifestSheet(sheet, 'line_items'))).padStart(6), 'ms');

const pglite = await openDatabase({});
await engine('PGlite (in memory)', pglite);
await pglite.close();
const pg = await createBenchDatabase('gavel_bench_manifest');
try {
  const database = await openDatabase({ databaseUrl: pg.url });
  await engine('PostgreSQL', database);
  await database.close();
} finally {
  await pg.drop();
}
