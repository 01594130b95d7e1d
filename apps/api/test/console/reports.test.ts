import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { categories, conditions, disputes, invoices, manifestLines, orders, settings } from '../../src/platform/db/schema/index.js';
import { buildLot } from '../factories/lots.js';

let s: TestServer;
let sellerA: TestUser;
let sellerB: TestUser;
let buyer: TestUser;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  const db = s.database.db;
  [sellerA, sellerB, buyer] = await Promise.all([s.buildUser({ role: 'seller' }), s.buildUser({ role: 'seller' }), s.buildUser()]);
  tokens.admin = await s.loginAs(await s.buildUser({ role: 'admin' }));
  tokens.a = await s.loginAs(sellerA);
  tokens.b = await s.loginAs(sellerB);
  tokens.buyer = await s.loginAs(buyer);
  const [laptops, monitors, phones] = await db
    .insert(categories)
    .values([{ key: 'rep-laptops', name: 'Rep Laptops' }, { key: 'rep-monitors', name: 'Rep Monitors' }, { key: 'rep-phones', name: 'Rep Phones' }])
    .returning();
  const [gradeA, gradeB] = await db
    .insert(conditions)
    .values([{ name: 'Rep A', languageVar: 'condition.repA', description: '' }, { name: 'Rep B', languageVar: 'condition.repB', description: '' }])
    .returning();
  Object.assign(ids, { laptops: laptops!.id, monitors: monitors!.id, phones: phones!.id, gradeA: gradeA!.id, gradeB: gradeB!.id });
  await db.insert(settings).values({ key: 'commission', value: { percent: 10, sellers: { [String(sellerB.id)]: 12 } } }).onConflictDoUpdate({
    target: settings.key,
    set: { value: { percent: 10, sellers: { [String(sellerB.id)]: 12 } } },
  });

  // The hand-computed fixture: January 2026.
  const lot = async (o: { seller: TestUser; status: 'open' | 'sold' | 'closed'; price?: number; cat: number; grade: number; bids: number; closed: string; qty?: number; reserve?: number }) =>
    buildLot(db, {
      sellerId: o.seller.id,
      status: o.status,
      soldPrice: o.status === 'sold' ? o.price! : null,
      winnerUserId: o.status === 'sold' ? buyer.id : null,
      currentPrice: o.price ?? 1_000,
      reservePrice: o.reserve ?? null,
      categoryId: o.cat,
      conditionId: o.grade,
      bidCount: o.bids,
      qty: o.qty ?? 1,
      dateAdded: new Date(Date.parse(o.closed) - 3 * DAY),
      dateClosed: at(o.closed),
      closedAt: o.status === 'open' ? null : at(o.closed),
    });
  const invoice = async (lotId: number, amount: number, created: string, paid: string | null) => {
    const [order] = await db.insert(orders).values({ lotId, buyerId: buyer.id, kind: 'auction', amount, createdAt: at(created) }).returning();
    await db.insert(invoices).values({
      orderId: order!.id, lotId, buyerId: buyer.id, amount, createdAt: at(created), dueAt: at(created),
      status: paid ? 'paid' : 'unpaid', paidAt: paid ? at(paid) : null,
    });
  };
  const line = (lotId: number, qty: number, unitRetail: number | null) => ({ lotId, brand: 'Dell', productName: 'x', category: 'Laptops', partNumber: 'p', qty, unitRetail });

  const l1 = await lot({ seller: sellerA, status: 'sold', price: 100_000, cat: ids.laptops!, grade: ids.gradeA!, bids: 5, closed: '2026-01-05T10:00:00Z', qty: 10 });
  const l2 = await lot({ seller: sellerA, status: 'sold', price: 50_000, cat: ids.monitors!, grade: ids.gradeB!, bids: 3, closed: '2026-01-10T10:00:00Z' });
  await lot({ seller: sellerA, status: 'closed', price: 80_000, reserve: 90_000, cat: ids.laptops!, grade: ids.gradeA!, bids: 2, closed: '2026-01-12T10:00:00Z' });
  const l4 = await lot({ seller: sellerA, status: 'sold', price: 25_001, cat: ids.laptops!, grade: ids.gradeB!, bids: 0, closed: '2026-01-20T10:00:00Z' });
  await lot({ seller: sellerA, status: 'open', cat: ids.laptops!, grade: ids.gradeA!, bids: 0, closed: '2026-01-28T10:00:00Z' });
  await lot({ seller: sellerA, status: 'sold', price: 70_000, cat: ids.laptops!, grade: ids.gradeA!, bids: 1, closed: '2026-02-02T10:00:00Z' });
  const l7 = await lot({ seller: sellerB, status: 'sold', price: 200_000, cat: ids.laptops!, grade: ids.gradeA!, bids: 4, closed: '2026-01-15T10:00:00Z' });
  await db.insert(manifestLines).values([line(l1.id, 10, 30_000), line(l2.id, 1, 80_000), line(l2.id, 1, null), line(l4.id, 1, 100_000), line(l7.id, 2, 200_000)]);
  await invoice(l1.id, 100_000, '2026-01-05T10:00:00Z', '2026-01-07T10:00:00Z');
  await invoice(l2.id, 50_000, '2026-01-10T10:00:00Z', '2026-01-14T10:00:00Z');
  await invoice(l4.id, 25_001, '2026-01-20T10:00:00Z', null);
  await invoice(l7.id, 200_000, '2026-01-15T10:00:00Z', '2026-01-16T10:00:00Z');
  await db.insert(disputes).values({ lotId: l1.id, buyerId: buyer.id, subject: 'Short', message: 'Units short' });
});
afterAll(() => s?.close());

const january = { from: '2026-01-01', to: '2026-01-31' };
const sales = (token: string | undefined, query: Record<string, string | number> = january) => s.api('GET', '/api/admin/reports/sales', { token, query });

describe('GET admin/reports/sales', () => {
  it('refuses a guest and a buyer', async () => {
    expect((await sales(undefined)).status).toBe(401);
    expect((await sales(tokens.buyer)).status).toBe(403);
  });

  it("answers a seller's own figures, as computed by hand", async () => {
    const r = await sales(tokens.a);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ seller_id: sellerA.id, currency: 'USD', commission_percent: 10 });
    expect(r.body.data.summary).toEqual({
      lots_listed: 6, // L1–L6 were added in January (L6 closed in February)
      lots_closed: 4,
      lots_sold: 3,
      sell_through: 0.75,
      gross_sales: 1750.01,
      avg_bids_per_lot: 2.5, // (5 + 3 + 2 + 0) / 4
      recovery_rate: 0.3125, // (1,000 + 250.01) / (3,000 + 1,000): L2's manifest has an unpriced line
      avg_days_to_pay: 3, // 2 and 4 days; L4 unpaid
      dispute_rate: 0.3333,
      commission: 175, // 100 + 50 + 25.0001 → 25.00
      net_due: 1575.01,
    });
    const cat = Object.fromEntries(r.body.data.by_category.map((g: { key: string }) => [g.key, g]));
    expect(cat['Rep Laptops']).toEqual({ key: 'Rep Laptops', lots_sold: 2, gross_sales: 1250.01, recovery_rate: 0.3125 });
    expect(cat['Rep Monitors']).toEqual({ key: 'Rep Monitors', lots_sold: 1, gross_sales: 500, recovery_rate: null });
    expect(r.body.data.by_day).toHaveLength(31);
    expect(r.body.data.by_day[4]).toEqual({ key: '2026-01-05', lots_sold: 1, gross_sales: 1000, recovery_rate: 0.3333 });
  });

  it('gives staff every seller (each at its own commission) or one; a seller never another', async () => {
    const all = await sales(tokens.admin);
    expect(all.body.data.summary).toMatchObject({ lots_sold: 4, gross_sales: 3750.01, commission: 415, net_due: 3335.01 });
    expect(all.body.data.commission_percent).toBeNull();
    const b = await sales(tokens.admin, { ...january, seller_id: sellerB.id });
    expect(b.body.data).toMatchObject({ commission_percent: 12, summary: { gross_sales: 2000, commission: 240, recovery_rate: 0.5 } });
    const sneaky = await sales(tokens.b, { ...january, seller_id: sellerA.id });
    expect(sneaky.body.data).toMatchObject({ seller_id: sellerB.id, summary: { gross_sales: 2000 } });
  });

  it('exports the report, invoices and payments as CSV', async () => {
    const r = await sales(tokens.a, { ...january, format: 'csv' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toContain('sales-2026-01-01-2026-01-31.csv');
    expect(r.body).toContain('Gross sales,1750.01');
    expect(r.body).toContain('Net due to seller,1575.01');
    expect(r.body.split('\r\n').filter((l: string) => /^\d+,/.test(l))).toHaveLength(3);
    const inv = await s.api('GET', '/api/admin/reports/invoices', { token: tokens.a, query: { ...january, format: 'csv' } });
    expect(inv.body.split('\r\n').filter((l: string) => /^\d+,INV-/.test(l))).toHaveLength(3);
    const json = await s.api('GET', '/api/admin/reports/invoices', { token: tokens.b, query: january });
    expect(json.body.data.records).toHaveLength(1);
    expect(json.body.data.records[0]).toMatchObject({ amount: 2000, status: 'paid', total: 2000 });
  });

  it('refuses a period that ends before it starts', async () => {
    expect((await sales(tokens.a, { from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
  });
});

describe('GET product/sold-prices/:id', () => {
  it('answers per-unit prices of sold comparable lots only, with the median, and no buyer', async () => {
    const db = s.database.db;
    const now = Date.now();
    const ago = (d: number) => new Date(now - d * DAY);
    const base = { sellerId: sellerA.id, categoryId: ids.phones!, conditionId: ids.gradeA!, dateAdded: ago(120) };
    const target = await buildLot(db, { ...base, modelNumber: 'Pixel 7' });
    const sold = (price: number, qty: number, days: number, over: Record<string, unknown> = {}) =>
      buildLot(db, { ...base, status: 'sold', soldPrice: price, currentPrice: price, qty, winnerUserId: buyer.id, dateClosed: ago(days), closedAt: ago(days), ...over });
    await sold(100_000, 10, 10); // $100 a unit
    await sold(60_000, 4, 20); // $150 a unit
    await sold(999_900, 1, 5, { conditionId: ids.gradeB }); // another condition
    await sold(888_800, 1, 5, { categoryId: ids.laptops }); // another category
    await sold(777_700, 1, 100); // older than 90 days
    await sold(666_600, 2, 3, { auctionType: 'lineitem', listingFormat: 'lineitem' }); // no single unit price
    await buildLot(db, { ...base, status: 'closed', currentPrice: 500_000, reservePrice: 900_000, dateClosed: ago(4), closedAt: ago(4) }); // unsold

    const r = await s.api('GET', `/api/product/sold-prices/${target.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ currency: 'USD', days: 90, category: 'Rep Phones', condition: 'Rep A', model: null, count: 2, median: 125 });
    expect(r.body.data.points.map((p: { unit_price: number }) => p.unit_price)).toEqual([150, 100]);
    // No buyer: the answer's fields and each point's are exactly these (a small buyer id would
    // match any count or price in the text, so the shape is checked, not the digits).
    expect(Object.keys(r.body.data).sort()).toEqual(['category', 'condition', 'count', 'currency', 'days', 'median', 'model', 'points']);
    for (const p of r.body.data.points) expect(Object.keys(p).sort()).toEqual(['date', 'qty', 'unit_price']);
    expect(JSON.stringify(r.body)).not.toMatch(/winner|buyer|reserve|9000/);
    expect((await s.api('GET', '/api/product/sold-prices/99999999')).status).toBe(404);
  });
});
