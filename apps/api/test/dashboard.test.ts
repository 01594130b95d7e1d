import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './harness.js';
import { buildLot, seedIncrements } from './factories/lots.js';
import { eq } from 'drizzle-orm';
import { bids, categories, invoices, offers, orders, watchlist } from '../src/platform/db/schema/index.js';

describe('dashboard/searchdashprojects', () => {
  let s: TestServer;
  let buyer: TestUser;
  let rival: TestUser;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.database.db;
    await seedIncrements(db);
    [buyer, rival] = await Promise.all([s.buildUser(), s.buildUser()]);
    token = await s.loginAs(buyer);
    const [cat] = await db.insert(categories).values({ key: 'laptops-dash', name: 'Laptops' }).returning();
    const hour = 3_600_000;
    const now = Date.now();
    // Active: the buyer leads one open lot and is outbid on another; 18 more open lots they bid on (pagination).
    const leading = await buildLot(db, { title: 'Leading lot', currentPrice: 1_500, bidCount: 1, leaderUserId: buyer.id, categoryId: cat!.id, city: 'Austin' });
    const outbid = await buildLot(db, { title: 'Outbid lot', currentPrice: 2_000, bidCount: 2, leaderUserId: rival.id, city: 'Dallas' });
    const won = await buildLot(db, { title: 'Won lot', status: 'sold', winnerUserId: buyer.id, soldPrice: 5_000, dateClosed: new Date(now - hour) });
    const lost = await buildLot(db, { title: 'Lost lot', status: 'sold', winnerUserId: rival.id, soldPrice: 7_000, dateClosed: new Date(now - hour) });
    const bought = await buildLot(db, { title: 'Bought lot', listingFormat: 'buynow', buyNowEnabled: true, buyNowPrice: 9_900, status: 'sold' });
    const watched = await buildLot(db, { title: 'Watched lot' });
    Object.assign(ids, { leading: leading.id, outbid: outbid.id, won: won.id, lost: lost.id, bought: bought.id, watched: watched.id });
    const bid = (lotId: number, userId: number, amount: number, sequence: number) => ({ lotId, userId, amount, maxAmount: amount, sequence });
    const more = await Promise.all(Array.from({ length: 18 }, (_, i) => buildLot(db, { title: `Extra ${i}`, dateClosed: new Date(now + (i + 2) * hour) })));
    await db.insert(bids).values([
      bid(leading.id, buyer.id, 1_500, 1),
      bid(outbid.id, buyer.id, 1_500, 1),
      bid(outbid.id, rival.id, 2_000, 2),
      bid(won.id, buyer.id, 5_000, 1),
      bid(lost.id, buyer.id, 6_000, 1),
      bid(lost.id, rival.id, 7_000, 2),
      ...more.map((l) => bid(l.id, buyer.id, 1_000, 1)),
    ]);
    const offered = await buildLot(db, { title: 'Offered lot', listingFormat: 'buynow', buyNowEnabled: true, makeOfferEnabled: true, buyNowPrice: 20_000 });
    ids.offered = offered.id;
    const [wonOrder] = await db
      .insert(orders)
      .values([
        { lotId: won.id, buyerId: buyer.id, kind: 'auction', amount: 5_000 },
        { lotId: bought.id, buyerId: buyer.id, kind: 'buynow', amount: 9_900 },
      ])
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({ orderId: wonOrder!.id, lotId: won.id, buyerId: buyer.id, amount: 5_000, dueAt: new Date(now + 7 * 24 * hour) })
      .returning();
    await db.update(orders).set({ invoiceId: invoice!.id }).where(eq(orders.id, wonOrder!.id));
    ids.invoice = invoice!.id;
    await db.insert(offers).values({ lotId: offered.id, buyerId: buyer.id, amount: 15_000, counterAmount: 18_000, status: 'countered', counterBy: rival.id });
    await db.insert(watchlist).values([{ userId: buyer.id, lotId: watched.id }, { userId: buyer.id, lotId: leading.id }]);
  });
  afterAll(() => s.close());

  const search = (body: Record<string, unknown>, t = token) => s.api('POST', '/api/user/dashboard/searchdashprojects', { token: t, body });
  const titles = (res: { body: { data: { records: { title: string }[] } } }) => res.body.data.records.map((r) => r.title);

  it('lists each type with its order-by id, and counts every type in one answer', async () => {
    const active = await search({ orderbyid: 5, sh_limit: 45 });
    expect(active.status).toBe(200);
    expect(active.body.data).toMatchObject({ type: 'active', orderbyid: 5, totalRecords: 20, setDisp: '1-20 of 20' });
    expect(active.body.data.counts).toEqual({ active: 20, buy_now: 2, won: 1, lost: 1, watchlist: 2 });
    expect(active.body.data.sorts).toHaveLength(4);
    const byTitle = Object.fromEntries(active.body.data.records.map((r: { title: string }) => [r.title, r]));
    expect(byTitle['Leading lot']).toMatchObject({ bidtopstatus: 'winner', isWatchlisted: true, my_max_bid: 15, wprice: 15, next_bid: 16 });
    expect(byTitle['Outbid lot']).toMatchObject({ bidtopstatus: 'outbid', wprice: 20 });

    const won = await search({ orderbyid: 2 });
    expect(titles(won)).toEqual(['Won lot']);
    expect(won.body.data.records[0]).toMatchObject({ bidtopstatus: 'won', sold_price: 50, order_kind: 'auction', order_status: 'unpaid', order_amount: 50 });
    expect(won.body.data.records[0].invoice_id).toBe(ids.invoice);
    expect(titles(await search({ orderbyid: 4 }))).toEqual(['Lost lot']);
    const buyNow = await search({ orderbyid: 3, orderby: 3 });
    expect(titles(buyNow)).toEqual(['Bought lot', 'Offered lot']);
    expect(buyNow.body.data.records[0]).toMatchObject({ order_kind: 'buynow', order_amount: 99, offer_id: null });
    expect(buyNow.body.data.records[1]).toMatchObject({ order_id: null, offer_amount: 150, counter_amount: 180, offer_status: 'countered' });
    expect(titles(await search({ orderbyid: 1 })).sort()).toEqual(['Leading lot', 'Watched lot']);
    // `action` names the type and wins over orderbyid; POST dashboard answers the same.
    expect(titles(await search({ action: 'won', orderbyid: 1 }))).toEqual(['Won lot']);
    const alias = await s.api('POST', '/api/user/dashboard', { token, body: { action: 'lost' } });
    expect(titles(alias)).toEqual(['Lost lot']);
  });

  it('pages by sh_limit and page', async () => {
    const p1 = await search({ orderbyid: 5, sh_limit: 15, page: 1, orderby: 1 });
    expect(p1.body.data.records).toHaveLength(15);
    expect(p1.body.data.setDisp).toBe('1-15 of 20');
    const p2 = await search({ orderbyid: 5, sh_limit: 15, page: 2, orderby: 1 });
    expect(p2.body.data.records).toHaveLength(5);
    expect(p2.body.data).toMatchObject({ setDisp: '16-20 of 20', totalRecords: 20 });
    const seen = new Set([...p1.body.data.records, ...p2.body.data.records].map((r: { id: number }) => r.id));
    expect(seen.size).toBe(20);
    const empty = await search({ orderbyid: 5, sh_limit: 15, page: 3 });
    expect(empty.body.data).toMatchObject({ records: [], setDisp: '0-0 of 20', totalRecords: 20 });
    expect((await search({ sh_limit: 20 })).status).toBe(400);
  });

  it('filters by category, place and listing format', async () => {
    const [cat] = await s.database.db.select().from(categories);
    expect(titles(await search({ orderbyid: 5, category: [cat!.id] }))).toEqual(['Leading lot']);
    expect(titles(await search({ orderbyid: 5, city: ['Dallas'] }))).toEqual(['Outbid lot']);
    expect(titles(await search({ orderbyid: 5, city: 'Austin,Dallas', orderby: 4 }))).toEqual(['Outbid lot', 'Leading lot']);
    expect(titles(await search({ orderbyid: 3, listfmt: '1', orderby: 3 }))).toEqual(['Bought lot', 'Offered lot']);
    expect(titles(await search({ orderbyid: 3, listfmt: [3] }))).toEqual([]);
  });

  it('shows each buyer only their own lots, and only to buyers', async () => {
    const rivalToken = await s.loginAs(rival);
    const res = await search({ orderbyid: 2 }, rivalToken);
    expect(titles(res)).toEqual(['Lost lot']);
    expect(res.body.data.counts).toEqual({ active: 1, buy_now: 0, won: 1, lost: 0, watchlist: 0 });
    expect((await s.api('POST', '/api/user/dashboard/searchdashprojects', { body: {} })).status).toBe(401);
    const seller = await s.buildUser({ role: 'seller' });
    expect((await search({}, await s.loginAs(seller))).status).toBe(403);
  });
});
