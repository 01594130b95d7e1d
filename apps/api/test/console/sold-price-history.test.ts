import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { categories, conditions } from '../../src/platform/db/schema/index.js';
import { buildLot } from '../factories/lots.js';
import { connectSocket, nextEvent, record, type ClientSocket } from '../support/sockets.js';
import { actors, buyNowLot, type Actors } from '../transactions/support.js';

// Issue 42 §4: the lot editor's history by category and condition, and the lot page's refresh when a comparable lot sells.
let s: TestServer;
let a: Actors;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const sockets: ClientSocket[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
  const db = s.database.db;
  const seller = await s.buildUser({ role: 'seller' });
  tokens.seller = await s.loginAs(seller);
  tokens.employee = await s.loginAs(await s.buildUser({ role: 'employee' }));
  const [tablets, printers] = await db
    .insert(categories)
    .values([
      { key: 'sph-tablets', name: 'Sph Tablets' },
      { key: 'sph-printers', name: 'Sph Printers' },
    ])
    .returning();
  const [good, poor] = await db
    .insert(conditions)
    .values([
      { name: 'Sph Good', languageVar: 'condition.sphGood', description: '' },
      { name: 'Sph Poor', languageVar: 'condition.sphPoor', description: '' },
    ])
    .returning();
  Object.assign(ids, { tablets: tablets!.id, printers: printers!.id, good: good!.id, poor: poor!.id, seller: seller.id });
  const ago = (d: number) => new Date(Date.now() - d * DAY);
  const sold = (price: number, qty: number, days: number, over: Parameters<typeof buildLot>[1] = {}) =>
    buildLot(db, {
      sellerId: seller.id,
      categoryId: tablets!.id,
      conditionId: good!.id,
      status: 'sold',
      soldPrice: price,
      currentPrice: price,
      qty,
      winnerUserId: a.buyer.id,
      dateAdded: ago(days + 3),
      dateClosed: ago(days),
      closedAt: ago(days),
      ...over,
    });
  await sold(30_000, 3, 30); // $100 a unit
  await sold(50_000, 4, 20); // $125 a unit
  await sold(20_001, 2, 10); // $100.005 a unit: $100.01, half up
  await sold(90_000, 3, 5, { modelNumber: 'Tab S9' }); // $300 a unit
  await sold(99_900, 1, 8, { conditionId: poor!.id }); // another condition
  await sold(88_800, 1, 200); // older than 90 days
  await buildLot(db, {
    sellerId: seller.id,
    categoryId: tablets!.id,
    conditionId: good!.id,
    status: 'closed',
    currentPrice: 70_000,
    reservePrice: 800_000,
    dateClosed: ago(2),
    closedAt: ago(2),
  });
});
afterAll(async () => {
  for (const so of sockets) so.disconnect();
  await s?.close();
});

const history = (token: string | undefined, query: Record<string, string | number>) =>
  s.api('GET', '/api/admin/reports/sold-prices', { token, query });

describe('GET admin/reports/sold-prices', () => {
  it('refuses guests and buyers', async () => {
    const q = { category_id: ids.tablets!, condition_id: ids.good! };
    expect((await history(undefined, q)).status).toBe(401);
    expect((await history(a.buyer.token, q)).status).toBe(403);
  });

  it("answers a seller and staff the category's and condition's per-unit sale prices of 90 days, with the median; no buyer, no reserve", async () => {
    const r = await history(tokens.seller, { category_id: ids.tablets!, condition_id: ids.good! });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ currency: 'USD', days: 90, category: 'Sph Tablets', condition: 'Sph Good', model: null, count: 4 });
    expect(r.body.data.points.map((p: { unit_price: number }) => p.unit_price)).toEqual([100, 125, 100.01, 300]);
    // Median of 100, 100.01, 125, 300: (100.01 + 125) / 2 = 112.505 → 112.51 (half up, to the cent).
    expect(r.body.data.median).toBe(112.51);
    expect(JSON.stringify(r.body)).not.toMatch(/winner|buyer|reserve|8000/);
    const staff = await history(tokens.employee, { category_id: ids.tablets!, condition_id: ids.poor! });
    expect(staff.body.data).toMatchObject({ count: 1, median: 999 });
  });

  it('narrows to the model only when three sales name it; an unknown category is not found; a bad id is a field error', async () => {
    const r = await history(tokens.seller, { category_id: ids.tablets!, condition_id: ids.good!, model: 'tab s9' });
    expect(r.body.data).toMatchObject({ model: null, count: 4 });
    expect((await history(tokens.seller, { category_id: 99_999_999, condition_id: ids.good! })).status).toBe(404);
    expect((await history(tokens.seller, { category_id: 'x', condition_id: ids.good! })).status).toBe(400);
  });
});

describe('soldpricesupdate', () => {
  async function watching(lotId: number) {
    const so = await connectSocket(s.url);
    sockets.push(so);
    so.emit('joinLot', { id: lotId });
    const roomsOf = async () => [...((await s.deps.realtime().io.fetchSockets()).find((x) => x.id === so.id)?.rooms ?? [])];
    await expect.poll(roomsOf).toContain(`lot:${lotId}`);
    return so;
  }

  it("reaches the room of an open lot of the sold lot's category and condition, not a lot of another category", async () => {
    const open = (categoryId: number) => buildLot(s.database.db, { sellerId: ids.seller!, categoryId, conditionId: ids.good! });
    const [tablet, printer] = [await open(ids.tablets!), await open(ids.printers!)];
    const tabletRoom = await watching(tablet.id);
    const printerRoom = await watching(printer.id);
    const printerSeen = record(printerRoom, 'soldpricesupdate');
    const tabletSeen = record(tabletRoom, 'soldpricesupdate');
    const refresh = nextEvent(tabletRoom, 'soldpricesupdate');

    const sale = await buyNowLot(s, { categoryId: ids.tablets!, conditionId: ids.good! });
    const r = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: sale.id, buyprice: 10000 } });
    expect(r.status).toBe(200);
    // Only the open lot's id: no price, no buyer.
    expect(await refresh).toEqual({ id: tablet.id });

    // A printer sale then: the printer lot's first event is its own (the tablet sale sent it none).
    const printed = nextEvent(printerRoom, 'soldpricesupdate');
    const other = await buyNowLot(s, { categoryId: ids.printers!, conditionId: ids.good! });
    await s.api('POST', '/api/product/buynowConfirm', { token: a.other.token, body: { id: other.id, buyprice: 10000 } });
    expect(await printed).toEqual({ id: printer.id });
    expect(printerSeen).toEqual([{ id: printer.id }]);
    expect(tabletSeen).toEqual([{ id: tablet.id }]);
  });
});
