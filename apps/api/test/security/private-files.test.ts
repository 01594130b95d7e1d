import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLineItems, buildLot, seedIncrements } from '../factories/lots.js';
import { sampleFiles, uploadTaxDocument } from '../access/support/fixtures.js';
import { privateFolders } from '../../src/platform/files/file-store.js';
import { movePrivateFilesOutOfPublic } from '../../src/modules/private-files/index.js';
import { BID_FILE_LIFETIME_MS } from '../../src/modules/bidding/index.js';

/**
 * Issue 13 item 10 (private files through authorised routes, owner and staff only, no-store,
 * never under /uploads/) and the file part of item 9 (a refused upload leaves no file).
 */
let s: TestServer;
let alice: TestUser;
let aliceToken: string;
let bobToken: string;
let staffToken: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  alice = await s.buildUser();
  [aliceToken, bobToken, staffToken] = await Promise.all([s.loginAs(alice), s.loginAs(await s.buildUser()), s.loginAs(await s.buildUser({ role: 'employee' }))]);
});
afterAll(() => s?.close());

const get = (p: string, token?: string) => fetch(new URL(p, s.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
const privateDir = (folder: string) => path.join(s.config.dataDir, 'private', folder);
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('bid-status files', () => {
  let lotId: number;
  let link: string;
  beforeAll(async () => {
    const lot = await buildLot(s.database.db, { auctionType: 'lineitem', listingFormat: 'lineitem' });
    lotId = lot.id;
    const [item] = await buildLineItems(s.database.db, lot.id, 1);
    const confirm = await s.api('POST', '/api/product/bulkBidConfirm', { token: aliceToken, body: { project_id: lot.id, rows: [{ id: item!.id, wsprice: 5 }] } });
    expect(confirm.status).toBe(200);
    const res = await s.api('GET', `/api/product/downloadBidStatus/${lot.id}`, { token: aliceToken });
    expect(res.status).toBe(200);
    link = res.body.data.filePath;
  });

  it('stores them outside the public folder', async () => {
    const [row] = (await s.database.pool.query('select file_name from bulk_bid_results where lot_id = $1', [lotId])).rows;
    expect(filesIn(privateDir(privateFolders.bidStatus))).toContain(row.file_name);
    expect((await get(`/uploads/product_csv/${row.file_name}`)).status).toBe(404);
    expect(link).not.toMatch(/^\/uploads\//);
  });

  it('serves the owner’s file through its signed link, not cached', async () => {
    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const wb = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    expect(XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 })[0]).toEqual(['Line item ID', 'Bid (USD)', 'Status', 'Reason']);
    expect((await get(`/api/files/bid-status/${lotId}`, aliceToken)).status).toBe(200);
    expect((await get(`/api/files/bid-status/${lotId}?user_id=${alice.id}`, staffToken)).status).toBe(200);
  });

  it('refuses anyone else: a guest, another buyer, an altered link', async () => {
    expect((await get(`/api/files/bid-status/${lotId}`)).status).toBe(401);
    expect((await get(`/api/files/bid-status/${lotId}`, bobToken)).status).toBe(404);
    expect((await get(link.replace(/u=\d+/, 'u=999999'))).status).toBe(401);
    expect((await get(link.replace(/s=[^&]+/, 's=AAAA'))).status).toBe(401);
  });
});

describe('tax-exempt documents', () => {
  let name: string;
  let memberToken: string;
  beforeAll(async () => {
    const up = await uploadTaxDocument(s, 'exempt.pdf', sampleFiles.pdf);
    expect(up.status).toBe(200);
    name = up.body.data.saved_file.name;
    const [{ id: companyId }] = (await s.database.pool.query("insert into companies (name) values ('Tax Co') returning id")).rows;
    await s.database.pool.query('update tax_documents set company_id = $1 where file_name = $2', [companyId, name]);
    const member = await s.buildUser();
    await s.database.pool.query('update users set company_id = $1 where id = $2', [companyId, member.id]);
    memberToken = await s.loginAs(member);
  });

  it('are not in the public uploads folder', async () => {
    expect(filesIn(privateDir(privateFolders.taxDocuments))).toContain(name);
    expect((await get(`/uploads/documents/${name}`)).status).toBe(404);
  });

  it('are served to the company’s members and staff only, never cached', async () => {
    for (const token of [memberToken, staffToken]) {
      const res = await get(`/api/files/tax-documents/${name}`, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(sampleFiles.pdf);
    }
    expect((await get(`/api/files/tax-documents/${name}`)).status).toBe(401);
    expect((await get(`/api/files/tax-documents/${name}`, bobToken)).status).toBe(404);
  });

  it('moves documents stored before in the public folder out of it', async () => {
    const up = await uploadTaxDocument(s, 'old.pdf', sampleFiles.pdf);
    const old = up.body.data.saved_file.name;
    await s.deps.files.put('documents', old, sampleFiles.pdf);
    await s.deps.files.remove(privateFolders.taxDocuments, old);
    await movePrivateFilesOutOfPublic(s.deps);
    expect(await s.deps.files.exists('documents', old)).toBe(false);
    expect(await s.deps.files.exists(privateFolders.taxDocuments, old)).toBe(true);
  });
});

describe('a refused upload leaves nothing behind (item 9)', () => {
  const sheet = () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Bid'], ['25']]), 'Bids');
    return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = (projectId: number, data: Buffer, name = 'bids.xlsx') => {
    const form = new FormData();
    form.append('project_id', String(projectId));
    form.append('bid_csv', new Blob([new Uint8Array(data)]), name);
    return fetch(new URL('/api/product/upload-bid-csv', s.url), { method: 'POST', headers: { authorization: `Bearer ${aliceToken}` }, body: form });
  };

  it('stores an accepted bid file privately, and none for a lot that does not exist or an unreadable file', async () => {
    const lot = await buildLot(s.database.db);
    const ok = await upload(lot.id, sheet());
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.bidamount).toBe(25);
    expect(filesIn(privateDir(privateFolders.bidFiles))).toContain(body.csvfile);
    expect(filesIn(path.join(s.config.dataDir, 'uploads', 'product_csv'))).not.toContain(body.csvfile);
    // Stored files name their owner...
    expect(body.csvfile).toMatch(new RegExp(`^bid-${lot.id}-u${alice.id}-`));

    const before = filesIn(privateDir(privateFolders.bidFiles)).length;
    expect((await upload(999_999, sheet())).status).toBe(404);
    expect((await upload(lot.id, Buffer.from('no amount here\n'), 'bids.csv')).status).toBe(400);
    expect(filesIn(privateDir(privateFolders.bidFiles)).length).toBe(before);
  });

  it('deletes bid files past their lifetime when another upload comes', async () => {
    const lot = await buildLot(s.database.db);
    const stale = `bid-${lot.id}-u${alice.id}-stale.xlsx`;
    await s.deps.files.put(privateFolders.bidFiles, stale, sheet());
    const weekAgo = new Date(Date.now() - BID_FILE_LIFETIME_MS - 60_000);
    fs.utimesSync(path.join(privateDir(privateFolders.bidFiles), stale), weekAgo, weekAgo);
    expect((await upload(lot.id, sheet())).status).toBe(200);
    expect(filesIn(privateDir(privateFolders.bidFiles))).not.toContain(stale);
  });

  it('writes no bid-status file for a bulk confirm on a lot that does not exist', async () => {
    const before = filesIn(privateDir(privateFolders.bidStatus)).length;
    const res = await s.api('POST', '/api/product/bulkBidConfirm', { token: aliceToken, body: { project_id: 999_999, rows: [{ id: 1, wsprice: 5 }] } });
    expect(res.status).toBe(404);
    expect(filesIn(privateDir(privateFolders.bidStatus)).length).toBe(before);
  });
});
