import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLineItems, buildLot } from '../factories/lots.js';
import { auditLog, bids, lineItems, lots, manifestLines } from '../../src/platform/db/schema/index.js';
import { privateFolders } from '../../src/platform/files/file-store.js';

/** Issue 10: manifest spreadsheet import — preview (every row's problems, nothing saved), then confirm (one transaction). */
let s: TestServer;
let admin: TestUser;
let adminToken: string;
let employeeToken: string;
let buyerToken: string;
let seller: TestUser;
let sellerToken: string;
let otherSellerToken: string;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  admin = await s.buildUser({ role: 'admin' });
  adminToken = await s.loginAs(admin);
  employeeToken = await s.loginAs(await s.buildUser({ role: 'employee' }));
  buyerToken = await s.loginAs(await s.buildUser({ role: 'buyer' }));
  seller = await s.buildUser({ role: 'seller' });
  sellerToken = await s.loginAs(seller);
  otherSellerToken = await s.loginAs(await s.buildUser({ role: 'seller' }));
});
afterAll(() => s?.close());

const db = () => s.database.db;
const lineItemLot = (over: Partial<typeof lots.$inferInsert> = {}) =>
  buildLot(db(), { listingFormat: 'lineitem', auctionType: 'lineitem', sellerId: admin.id, ...over });
const manifestLot = (over: Partial<typeof lots.$inferInsert> = {}) => buildLot(db(), { sellerId: admin.id, ...over });

/** A workbook of the rows in the given format, written with the parser's own library. */
function sheetFile(rows: (string | number)[][], type: 'xlsx' | 'xls' | 'csv'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Manifest');
  const bookType = type === 'xls' ? 'biff8' : type;
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType }) as Buffer);
}

const subLotHeader = ['Sub-lot', 'Title', 'Brand', 'Part number', 'Qty', 'Starting price', 'Reserve price'];
const subLotRows = (n: number) =>
  Array.from({ length: n }, (_, i) => [i + 1, `Dell Latitude 5490 #${i + 1}`, 'Dell', `LAT-5490-${i + 1}`, 3, '125.50', 200]);

const preview = (lotId: number, file: Buffer, name: string, token: string | null = adminToken) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(new URL(`/api/admin/lots/${lotId}/manifest/preview`, s.url), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
};
const confirm = (lotId: number, importToken: string, token: string | null = adminToken) =>
  s.api('POST', `/api/admin/lots/${lotId}/manifest/confirm`, { token: token ?? undefined, body: { token: importToken } });

const subLotsOf = (lotId: number) => db().select().from(lineItems).where(eq(lineItems.lotId, lotId)).orderBy(lineItems.subLotNumber);

describe('manifest import: each format', () => {
  for (const type of ['xlsx', 'xls', 'csv'] as const) {
    it(`creates a line-item lot's sub-lots from .${type}, prices in cents`, async () => {
      const lot = await lineItemLot();
      const res = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(3)], type), `manifest.${type}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      expect(data.lot).toMatchObject({ id: lot.id, kind: 'line_items', lines: 0, has_bids: false });
      expect(data.problems).toEqual([]);
      expect(data.counts).toEqual({ rows: 3, valid: 3, with_problems: 0 });
      expect(data.columns.map((c: any) => c.field)).toEqual(['sub_lot', 'title', 'brand', 'part_number', 'qty', 'starting_price', 'reserve_price']);
      expect(data.rows[0]).toMatchObject({ row: 2, sub_lot: 1, qty: 3, starting_price: 125.5, reserve_price: 200, problems: [] });
      expect(data.token).toMatch(/^[\w-]{16,}$/);
      // Nothing is saved by a preview.
      expect(await subLotsOf(lot.id)).toHaveLength(0);

      const done = await confirm(lot.id, data.token);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data).toEqual({ lot_id: lot.id, kind: 'line_items', created: 3, replaced: 0 });
      const saved = await subLotsOf(lot.id);
      expect(saved.map((r) => [r.subLotNumber, r.title, r.brand, r.partNumber, r.qty, r.startingPrice, r.currentPrice, r.reservePrice])).toEqual([
        [1, 'Dell Latitude 5490 #1', 'Dell', 'LAT-5490-1', 3, 12_550, 12_550, 20_000],
        [2, 'Dell Latitude 5490 #2', 'Dell', 'LAT-5490-2', 3, 12_550, 12_550, 20_000],
        [3, 'Dell Latitude 5490 #3', 'Dell', 'LAT-5490-3', 3, 12_550, 12_550, 20_000],
      ]);
    });
  }

  it("fills a lot's manifest lines, replacing the old ones, and the lot page's manifest download", async () => {
    const lot = await manifestLot();
    await db().insert(manifestLines).values({ lotId: lot.id, brand: 'Old', productName: 'Old line', category: '', partNumber: '', qty: 1 });
    const rows = [
      ['Brand', 'Product name', 'Category', 'Part number', 'Quantity'],
      ['HP', 'EliteBook 840 G5', 'Laptops', '=HYPERLINK("x")', 10],
      ['Lenovo', 'ThinkPad T480', 'Laptops', 'TP-T480', ''],
    ];
    const res = await preview(lot.id, sheetFile(rows, 'csv'), 'lines.csv');
    expect(res.status).toBe(200);
    expect(res.body.data.lot).toMatchObject({ kind: 'manifest', lines: 1 });
    const done = await confirm(lot.id, res.body.data.token);
    expect(done.body.data).toEqual({ lot_id: lot.id, kind: 'manifest', created: 2, replaced: 1 });
    const saved = await db().select().from(manifestLines).where(eq(manifestLines.lotId, lot.id)).orderBy(manifestLines.id);
    expect(saved.map((l) => [l.brand, l.productName, l.category, l.qty])).toEqual([
      ['HP', 'EliteBook 840 G5', 'Laptops', 10],
      ['Lenovo', 'ThinkPad T480', 'Laptops', 1],
    ]);
    const download = await s.api('GET', `/api/product/download-csvdata/${lot.id}`);
    expect(download.status).toBe(200);
    const csv = await fetch(new URL(download.body.data.filePath, s.url)).then((r) => r.text());
    expect(csv.split('\r\n')[0]).toBe('Brand,Product name,Category,Part number,Qty');
    // A formula from the sheet is served as inert text.
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('manifest import: preview problems', () => {
  it('answers every row with its problems and no token; confirm is impossible', async () => {
    const lot = await lineItemLot();
    const rows = [
      [...subLotHeader, 'Colour'],
      [1, 'Fine', 'Dell', 'A', 1, '10', '', ''],
      [2, '', 'Dell', 'B', 1, '10', '', ''],
      [3, 'Bad qty', 'Dell', 'C', 'three', '10', '', ''],
      [4, 'Bad price', 'Dell', 'D', 1, 'ten dollars', '', ''],
      [4, 'Dup', 'Dell', 'E', 1, '10', '5', 'red'],
      ['x', 'Bad number', 'Dell', 'F', 0, '10.999', '', ''],
    ];
    const res = await preview(lot.id, sheetFile(rows, 'xlsx'), 'problems.xlsx');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.token).toBeNull();
    expect(data.problems).toEqual([{ code: 'unknown_column', column: 'Colour' }]);
    expect(data.counts).toEqual({ rows: 6, valid: 1, with_problems: 5 });
    const codes = (i: number) => data.rows[i].problems.map((p: any) => `${p.field}:${p.code}`).sort();
    expect(codes(0)).toEqual([]);
    expect(codes(1)).toEqual(['title:required']);
    expect(codes(2)).toEqual(['qty:bad_quantity']);
    expect(codes(3)).toEqual(['starting_price:bad_price', 'sub_lot:duplicate_sub_lot']);
    expect(codes(4)).toEqual(['reserve_price:reserve_below_start', 'sub_lot:duplicate_sub_lot']);
    expect(codes(5)).toEqual(['qty:bad_quantity', 'starting_price:bad_price', 'sub_lot:bad_sub_lot']);
    expect(data.rows[2].cells.qty).toBe('three');
    expect(await s.deps.files.removeOlderThan(privateFolders.manifestUploads, new Date(Date.now() + 60_000))).toBe(0);
  });

  it('names missing columns and numbers sub-lots itself when the sheet has no sub-lot column', async () => {
    const lot = await lineItemLot();
    const missing = await preview(lot.id, sheetFile([['Brand'], ['Dell']], 'csv'), 'm.csv');
    expect(missing.body.data.problems).toEqual([
      { code: 'missing_column', column: 'title' },
      { code: 'missing_column', column: 'starting_price' },
    ]);
    const auto = await preview(lot.id, sheetFile([['Title', 'Start price'], ['A', 5], ['B', 6]], 'csv'), 'a.csv');
    expect(auto.body.data.rows.map((r: any) => r.sub_lot)).toEqual([1, 2]);
    expect(auto.body.data.token).not.toBeNull();
    const empty = await preview(lot.id, sheetFile([['Title', 'Start price']], 'csv'), 'e.csv');
    expect(empty.body.data.problems).toEqual([{ code: 'no_rows' }]);
  });

  it('refuses a file that is not a spreadsheet, and a missing file', async () => {
    const lot = await lineItemLot();
    expect((await preview(lot.id, Buffer.from('%PDF-1.4 hello'), 'x.pdf')).status).toBe(415);
    expect((await preview(lot.id, Buffer.from('not a zip'), 'x.xlsx')).status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const none = await fetch(new URL(`/api/admin/lots/${lot.id}/manifest/preview`, s.url), { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(none.status).toBe(400);
    expect(((await none.json()) as any).code).toBe('VALIDATION_FAILED');
  });
});

describe('manifest import: confirm trusts only the stored upload', () => {
  it('replaces the sub-lots in one transaction, audits it, and a token works once', async () => {
    const lot = await lineItemLot();
    await buildLineItems(db(), lot.id, 2);
    const res = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(4)], 'xlsx'), 'm.xlsx');
    const done = await confirm(lot.id, res.body.data.token);
    expect(done.body.data).toMatchObject({ created: 4, replaced: 2 });
    expect(await subLotsOf(lot.id)).toHaveLength(4);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.lotId, lot.id), eq(auditLog.action, 'manifestImport.confirm')));
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'lot', entityId: String(lot.id), before: { kind: 'line_items', lines: 2 }, after: { kind: 'line_items', lines: 4 } });
    const again = await confirm(lot.id, res.body.data.token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a made-up token, a token of another lot, and a malformed one (400, nothing changed)', async () => {
    const lot = await lineItemLot();
    const other = await lineItemLot();
    const res = await preview(other.id, sheetFile([subLotHeader, ...subLotRows(1)], 'csv'), 'm.csv');
    for (const t of ['A'.repeat(24), res.body.data.token, '../../etc/passwd']) {
      const r = await confirm(lot.id, t);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await subLotsOf(lot.id)).toHaveLength(0);
  });

  it('saves all rows or none: a failure inside the transaction leaves the old sub-lots', async () => {
    const lot = await lineItemLot();
    await buildLineItems(db(), lot.id, 3);
    const res = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(1500)], 'csv'), 'big.csv');
    expect(res.body.data.counts.valid).toBe(1500);
    // A bid lands between preview and confirm: the lot is locked, the bid seen, everything rolled back.
    const bidder = await s.buildUser({ role: 'buyer' });
    const [item] = await subLotsOf(lot.id);
    await db().insert(bids).values({ lotId: lot.id, lineItemId: item!.id, userId: bidder.id, amount: 500, maxAmount: 500, sequence: 1 });
    const done = await confirm(lot.id, res.body.data.token);
    expect(done.status).toBe(409);
    expect(done.body.details).toEqual({ reason: 'lot_has_bids' });
    expect((await subLotsOf(lot.id)).map((r) => r.title)).toEqual(['HP EliteBook 840 G3', 'HP EliteBook 840 G4', 'HP EliteBook 840 G5']);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.lotId, lot.id), eq(auditLog.action, 'manifestImport.confirm')))).toHaveLength(0);
  });

  it('refuses a preview once the lot has bids (409), and says so in the summary', async () => {
    const lot = await lineItemLot();
    const [item] = await buildLineItems(db(), lot.id, 1);
    const bidder = await s.buildUser({ role: 'buyer' });
    await db().insert(bids).values({ lotId: lot.id, lineItemId: item!.id, userId: bidder.id, amount: 500, maxAmount: 500, sequence: 1 });
    expect((await s.api('GET', `/api/admin/lots/${lot.id}/manifest`, { token: adminToken })).body.data).toMatchObject({ has_bids: true, lines: 1 });
    const res = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(1)], 'csv'), 'm.csv');
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ reason: 'lot_has_bids' });
  });
});

describe('manifest import: limits', () => {
  it('imports 5,000 rows and refuses 5,001', async () => {
    const lot = await lineItemLot();
    const ok = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(5000)], 'xlsx'), 'max.xlsx');
    expect(ok.status).toBe(200);
    expect(ok.body.data.counts.valid).toBe(5000);
    const done = await confirm(lot.id, ok.body.data.token);
    expect(done.body.data.created).toBe(5000);
    expect(await subLotsOf(lot.id)).toHaveLength(5000);
    const tooMany = await preview(lot.id, sheetFile([subLotHeader, ...subLotRows(5001)], 'csv'), 'over.csv');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ file: 'At most 5000 rows.' });
  }, 60_000);

  it('refuses a file above 5 MB', async () => {
    const lot = await lineItemLot();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    expect((await preview(lot.id, big, 'big.csv')).status).toBe(413);
  });

  it('refuses a zip bomb before parsing it', async () => {
    const lot = await lineItemLot();
    // One entry declaring 100 MB (above the 40 MB archive limit).
    const body = zlib.deflateRawSync(Buffer.alloc(1024));
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(100 * 1024 * 1024, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(100 * 1024 * 1024, 24);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(local.length + name.length + body.length, 16);
    const res = await preview(lot.id, Buffer.concat([local, name, body, central, name, end]), 'bomb.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toMatch(/expands beyond the size limit/);
  });
});

describe('manifest import: who may import', () => {
  it('refuses a guest (401) and a buyer (403) on every call', async () => {
    const lot = await lineItemLot();
    const file = sheetFile([subLotHeader, ...subLotRows(1)], 'csv');
    expect((await s.api('GET', `/api/admin/lots/${lot.id}/manifest`)).status).toBe(401);
    expect((await s.api('GET', `/api/admin/lots/${lot.id}/manifest`, { token: buyerToken })).status).toBe(403);
    expect((await preview(lot.id, file, 'm.csv', null)).status).toBe(401);
    expect((await preview(lot.id, file, 'm.csv', buyerToken)).status).toBe(403);
    const t = (await preview(lot.id, file, 'm.csv')).body.data.token as string;
    expect((await confirm(lot.id, t, null)).status).toBe(401);
    expect((await confirm(lot.id, t, buyerToken)).status).toBe(403);
    expect(await subLotsOf(lot.id)).toHaveLength(0);
  });

  it("lets a seller import into its own lot only; another seller's lot is not found", async () => {
    const own = await lineItemLot({ sellerId: seller.id });
    const file = sheetFile([subLotHeader, ...subLotRows(2)], 'csv');
    const mine = await preview(own.id, file, 'm.csv', sellerToken);
    expect(mine.status).toBe(200);
    expect((await s.api('GET', `/api/admin/lots/${own.id}/manifest`, { token: otherSellerToken })).status).toBe(404);
    expect((await preview(own.id, file, 'm.csv', otherSellerToken)).status).toBe(404);
    // Another seller cannot use the owner's token either.
    expect((await confirm(own.id, mine.body.data.token, otherSellerToken)).status).toBe(404);
    // Nor can staff replay a seller's token: the slot belongs to its uploader.
    expect((await confirm(own.id, mine.body.data.token, employeeToken)).status).toBe(400);
    expect((await confirm(own.id, mine.body.data.token, sellerToken)).status).toBe(200);
    expect(await subLotsOf(own.id)).toHaveLength(2);
    const staffLot = await lineItemLot();
    expect((await preview(staffLot.id, file, 'm.csv', sellerToken)).status).toBe(404);
    expect((await s.api('GET', `/api/admin/lots/${staffLot.id}/manifest`, { token: employeeToken })).status).toBe(200);
  });

  it('answers 404 for a lot that does not exist and 400 for a bad id', async () => {
    expect((await s.api('GET', '/api/admin/lots/99999999/manifest', { token: adminToken })).status).toBe(404);
    expect((await s.api('GET', '/api/admin/lots/abc/manifest', { token: adminToken })).status).toBe(400);
  });
});
