import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLineItems, buildLot, seedIncrements } from '../factories/lots.js';
import { postMultipart } from '../conformance/support.js';
import { manifestLines } from '../../src/platform/db/schema/index.js';

/**
 * Files made by an office suite (LibreOffice 7.4, test/fixtures/office/README.md): a UTF-8 CSV
 * without a byte-order mark and with semicolons, a Windows-1252 CSV, an .xlsx and an .xls of a
 * liquidation manifest (Description, Product Name and unknown columns), for manifest imports and bulk bids.
 */
let s: TestServer;
let adminToken: string;
let buyerToken: string;
let adminId: number;

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/office', name)));

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  const admin = await s.buildUser({ role: 'admin' });
  adminId = admin.id;
  adminToken = await s.loginAs(admin);
  buyerToken = await s.loginAs(await s.buildUser());
});
afterAll(() => s?.close());

const upload = (lotId: number, name: string, fields: Record<string, string> = {}) =>
  postMultipart(
    s,
    `/api/admin/lots/${lotId}/manifest/preview`,
    fields,
    { file: { name, type: 'application/octet-stream', content: fixture(name) } },
    adminToken,
  );

describe('manifest import of office files', () => {
  for (const name of ['manifest-utf8-semicolon.csv', 'manifest-cp1252.csv', 'manifest.xlsx', 'manifest.xls']) {
    it(`${name}: every known column mapped, description its own field, the others kept as extra data`, async () => {
      const lot = await buildLot(s.database.db, { sellerId: adminId });
      const res = await upload(lot.id, name);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      expect(data.problems).toEqual([]);
      expect(
        data.columns.map(
          (c: { header: string; field: string | null; extra: boolean }) => `${c.header}:${c.field ?? (c.extra ? 'extra' : '-')}`,
        ),
      ).toEqual([
        'Item #:extra',
        'UPC:extra',
        'SKU:part_number',
        'Brand:brand',
        'Model:extra',
        'Description:description',
        'Product Name:product_name',
        'Qty:qty',
        'Unit Retail:unit_retail',
        'Ext. Retail:extra',
        'Condition:extra',
        'Category:category',
      ]);
      expect(data.counts).toEqual({ rows: 3, valid: 3, with_problems: 0 });
      const [first, second] = data.rows;
      expect(first.cells).toMatchObject({
        description: 'MacBook Air 13" – 8 GB, 128 GB',
        product_name: 'MacBook Air',
        brand: 'Apple',
        part_number: 'A1466',
      });
      expect(second.cells.description).toBe('Surface Pro 7 – i5 / 8 GB (Café edition)');
      expect(first.extra).toEqual([
        { name: 'Item #', value: '1' },
        { name: 'UPC', value: '0885909950805' },
        { name: 'Model', value: 'MQD32LL/A' },
        { name: 'Ext. Retail', value: '$1,998.00' },
        { name: 'Condition', value: 'Used – Grade A' },
      ]);

      const done = await s.api('POST', `/api/admin/lots/${lot.id}/manifest/confirm`, { token: adminToken, body: { token: data.token } });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      // The Unit Retail column fills manifest_lines.unit_retail (cents), which the reports divide by.
      const saved = await s.database.db.select().from(manifestLines).where(eq(manifestLines.lotId, lot.id)).orderBy(manifestLines.id);
      expect(saved.map((l) => l.unitRetail)).toEqual([99900, 74999, 125050]);
      const view = await s.api('GET', `/api/product/view/${lot.id}`, {});
      expect(view.body.data.manifest[0]).toMatchObject({
        product_name: 'MacBook Air',
        description: 'MacBook Air 13" – 8 GB, 128 GB',
        qty: 2,
      });
      expect(view.body.data.manifest[0].extra.map((e: { name: string }) => e.name)).toEqual([
        'Item #',
        'UPC',
        'Model',
        'Unit Retail',
        'Ext. Retail',
        'Condition',
      ]);
    });
  }

  it("follows the operator's choice for an ambiguous header, in the preview and the confirm", async () => {
    const lot = await buildLot(s.database.db, { sellerId: adminId });
    const mapping = [
      'ignore',
      'extra',
      'extra',
      'brand',
      'part_number',
      'description',
      'product_name',
      'qty',
      'extra',
      'extra',
      'extra',
      'category',
    ];
    const res = await upload(lot.id, 'manifest.xlsx', { mapping: JSON.stringify(mapping) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows[0].cells.part_number).toBe('MQD32LL/A');
    const done = await s.api('POST', `/api/admin/lots/${lot.id}/manifest/confirm`, {
      token: adminToken,
      body: { token: res.body.data.token, mapping },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const lines = await s.database.db.select().from(manifestLines).where(eq(manifestLines.lotId, lot.id)).orderBy(manifestLines.id);
    expect(lines[0]).toMatchObject({ partNumber: 'MQD32LL/A', description: 'MacBook Air 13" – 8 GB, 128 GB' });
    expect(lines[0]!.extra.map((e) => e.name)).toEqual(['UPC', 'SKU', 'Unit Retail', 'Ext. Retail', 'Condition']);
  });
});

describe('bulk bids from office files', () => {
  for (const name of ['bids-utf8-semicolon.csv', 'bids-cp1252.csv']) {
    it(`${name}: the amount of the Bid column`, async () => {
      const lot = await buildLot(s.database.db);
      const res = await postMultipart(
        s,
        '/api/product/upload-bid-csv',
        { project_id: lot.id },
        { bid_csv: { name, type: 'text/csv', content: fixture(name) } },
        buyerToken,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.bidamount).toBe(1250.5);
    });
  }

  for (const name of ['lineitem-bids.xlsx', 'lineitem-bids.xls']) {
    it(`${name}: each sub-lot's bid, an unknown column ignored`, async () => {
      const lot = await buildLot(s.database.db, { listingFormat: 'lineitem', auctionType: 'lineitem' });
      await buildLineItems(s.database.db, lot.id, 2);
      const res = await postMultipart(
        s,
        '/api/product/upload-bid-csv-lineitem',
        { project_id: lot.id },
        { bid_csv: { name, type: 'application/octet-stream', content: fixture(name) } },
        buyerToken,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(
        res.body.productBidArray.map((r: { linesublot: number; wsprice: number; status: string }) => [r.linesublot, r.wsprice, r.status]),
      ).toEqual([
        [1, 125.5, 'waiting'],
        [2, 1000, 'waiting'],
      ]);
    });
  }
});
