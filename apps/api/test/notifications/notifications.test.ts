import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLineItems, buildLot, seedIncrements } from '../factories/lots.js';
import { connectSocket, nextEvent } from '../support/sockets.js';
import { categories, lots, notifications, regions, users } from '../../src/platform/db/schema/index.js';
import { notifierFor } from '../../src/modules/notifications/index.js';

/**
 * Notifications: each of the 17 types of spec 2 §9 (and saved-search matches) is created by
 * its domain event exactly once, in the recipient's language; the bell calls; email and SMS
 * per the buyer's settings, through the job queue.
 */
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let aliceToken: string;
let bobToken: string;
let carolToken: string;
let categoryId: number;

const drain = () => s.deps.services.events.drain();
const rowsOf = (userId: number, type?: number) =>
  s.database.db
    .select()
    .from(notifications)
    .where(type === undefined ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.type, type)));
const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });

/** Waits (polling the folder) until a file in `dir` contains every fragment. */
async function waitForFile(dir: string, fragments: string[], timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(dir)) {
      for (const f of fs.readdirSync(dir)) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '');
        if (fragments.every((x) => text.includes(x))) return text;
      }
    }
    if (Date.now() > until) throw new Error(`no file in ${dir} with ${fragments.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', ENDING_SOON_MINUTES: '30', ENDING_SOON_SCAN_SECONDS: '3600' } });
  await seedIncrements(s.database.db);
  [alice, bob, carol] = await Promise.all([s.buildUser({ language: 'French' }), s.buildUser(), s.buildUser({ language: 'German' })]);
  [aliceToken, bobToken, carolToken] = await Promise.all([s.loginAs(alice), s.loginAs(bob), s.loginAs(carol)]);
  await s.database.db.insert(regions).values({ id: 1, name: 'America', languageVar: 'america' }).onConflictDoNothing();
  const [c] = await s.database.db.insert(categories).values({ key: 'laptops-n', name: 'Laptops' }).returning();
  categoryId = c!.id;
  await s.database.db.update(users).set({ phone: '+1 555 0100' }).where(eq(users.id, bob.id));
});
afterAll(() => s?.close());

describe('notifications from domain events', () => {
  it('a bid notifies the bidder (2) and the outbid leader (3) once each, in their language, and the outbid email goes out', async () => {
    const lot = await buildLot(s.database.db, { title: 'Outbid lot' });
    expect((await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 })).status).toBe(200);
    await drain();
    expect((await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 })).status).toBe(200);
    await drain();
    const aliceRows = (await rowsOf(alice.id)).filter((r) => r.lotId === lot.id);
    expect(aliceRows.map((r) => r.type).sort()).toEqual([2, 3]);
    expect(aliceRows.find((r) => r.type === 3)!.title).toBe('Votre enchère sur Outbid lot a été dépassée');
    const bobRows = (await rowsOf(bob.id)).filter((r) => r.lotId === lot.id);
    expect(bobRows.map((r) => r.type)).toEqual([2]);
    await waitForFile(path.join(s.config.dataDir, 'outbox'), [alice.email, 'Outbid lot']);
  });

  it('an outbid on a sub-lot is type 4 and carries the sub-lot number', async () => {
    const lot = await buildLot(s.database.db, { title: 'Line lot', listingFormat: 'lineitem', auctionType: 'lineitem' });
    const [item] = await buildLineItems(s.database.db, lot.id, 2);
    await bid(aliceToken, { id: item!.id, master_id: lot.id, wsprice: 5, hard_bid: 1, auctionType: 'lineitem' });
    await drain();
    await bid(bobToken, { id: item!.id, master_id: lot.id, wsprice: 6, hard_bid: 1, auctionType: 'lineitem' });
    await drain();
    const [row] = await rowsOf(alice.id, 4);
    expect(row).toMatchObject({ lotId: lot.id, lineItemId: item!.id, subLotNumber: 1 });
  });

  it('adding to the watch list is type 5; the win at closing is type 6, once even if closing is reported twice', async () => {
    const lot = await buildLot(s.database.db, { title: 'Win lot' });
    await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: carolToken });
    await bid(bobToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    await drain();
    expect((await rowsOf(carol.id, 5)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    await s.database.db.update(lots).set({ dateClosed: new Date(Date.now() - 1000) }).where(eq(lots.id, lot.id));
    await s.deps.services.closing.closeDue();
    await drain();
    s.deps.services.events.publish('lot.closed', { lotId: lot.id, winnerId: bob.id, priceCents: 1000, bidderIds: [bob.id] });
    await drain();
    const won = (await rowsOf(bob.id, 6)).filter((r) => r.lotId === lot.id);
    expect(won).toHaveLength(1);
    expect(won[0]!.title).toBe('You won Win lot for $10.00');
  });

  it('lots closed together (one round): each winner hears 6 once, with the price in their language; a lot without a winner tells no one', async () => {
    const [a, b, c] = await Promise.all(['Round win A', 'Round win B', 'Round unsold'].map((title) => buildLot(s.database.db, { title })));
    const closed = [
      { lotId: a!.id, winnerId: alice.id, priceCents: 12_345, bidderIds: [alice.id] },
      { lotId: b!.id, winnerId: bob.id, priceCents: 2_000, bidderIds: [bob.id] },
      { lotId: c!.id, winnerId: null, priceCents: 0, bidderIds: [] },
    ];
    for (const e of [...closed, closed[0]!]) s.deps.services.events.publish('lot.closed', e);
    await drain();
    const wonOn = async (userId: number) => (await rowsOf(userId, 6)).filter((r) => [a!.id, b!.id, c!.id].includes(r.lotId!));
    const aliceWon = await wonOn(alice.id);
    expect(aliceWon.map((r) => r.lotId)).toEqual([a!.id]);
    expect(aliceWon[0]!.title).toContain('123,45');
    expect((await wonOn(bob.id)).map((r) => [r.lotId, r.title])).toEqual([[b!.id, 'You won Round win B for $20.00']]);
    expect(await wonOn(carol.id)).toEqual([]);
  });

  it('ending soon: bidders get 8, watchers 9, once however often the scan runs', async () => {
    const lot = await buildLot(s.database.db, { title: 'Ending lot', dateClosed: new Date(Date.now() + 10 * 60_000) });
    const later = await buildLot(s.database.db, { title: 'Later lot', dateClosed: new Date(Date.now() + 3 * 3600_000) });
    await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    await bid(aliceToken, { id: later.id, wsprice: 10, hard_bid: 1 });
    await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: carolToken });
    await drain();
    await s.deps.notifications.handlers.endingSoon();
    await s.deps.notifications.handlers.endingSoon();
    expect((await rowsOf(alice.id, 8)).map((r) => r.lotId)).toEqual([lot.id]);
    expect((await rowsOf(carol.id, 9)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
  });

  it('ending soon: one scan covers many lots; a watcher who comes after a scan hears at the next; a watcher who also bid hears once, as a bidder', async () => {
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, i) => buildLot(s.database.db, { title: `Storm lot ${i}`, dateClosed: new Date(Date.now() + (5 + i) * 60_000) })),
    );
    for (const lot of many) await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: carolToken });
    await bid(bobToken, { id: many[0]!.id, wsprice: 10, hard_bid: 1 });
    await s.api('POST', `/api/product/add-to-wishlist/${many[0]!.id}`, { token: bobToken });
    await drain();
    await s.deps.notifications.handlers.endingSoon();
    const ids = many.map((l) => l.id);
    const of = async (userId: number, type: number) => (await rowsOf(userId, type)).map((r) => r.lotId).filter((id) => ids.includes(id!)).sort();
    expect(await of(carol.id, 9)).toEqual([...ids].sort());
    expect(await of(bob.id, 8)).toEqual([many[0]!.id]);
    expect(await of(bob.id, 9)).toEqual([]);
    // Alice starts watching two of them after the scan: the next scan tells her, and nobody twice.
    await s.api('POST', `/api/product/add-to-wishlist/${many[1]!.id}`, { token: aliceToken });
    await s.api('POST', `/api/product/add-to-wishlist/${many[2]!.id}`, { token: aliceToken });
    await drain();
    await s.deps.notifications.handlers.endingSoon();
    expect(await of(alice.id, 9)).toEqual([many[1]!.id, many[2]!.id].sort());
    expect(await of(carol.id, 9)).toEqual([...ids].sort());
    expect(await of(bob.id, 8)).toEqual([many[0]!.id]);
  });

  it('a new lot in a preferred category and region is type 10, for that buyer only, once', async () => {
    await s.api('POST', '/api/user/update-preference', { token: carolToken, body: { interestin: String(categoryId), interestinRegion: '1' } });
    await s.api('POST', '/api/user/update-preference', { token: aliceToken, body: { interestin: String(categoryId), interestinRegion: '3' } });
    const lot = await buildLot(s.database.db, { title: 'Preferred lot', categoryId, regionId: 1 });
    s.deps.services.events.publish('lot.published', { lotId: lot.id });
    s.deps.services.events.publish('lot.published', { lotId: lot.id });
    await drain();
    expect((await rowsOf(carol.id, 10)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    expect((await rowsOf(alice.id, 10)).filter((r) => r.lotId === lot.id)).toHaveLength(0);
  });

  it('lots published together (one round) are each announced once; a draft among them is not', async () => {
    await s.api('POST', '/api/user/update-preference', { token: carolToken, body: { interestin: String(categoryId), interestinRegion: '1' } });
    const open = await Promise.all([1, 2, 3].map((i) => buildLot(s.database.db, { title: `Round lot ${i}`, categoryId, regionId: 1 })));
    const draft = await buildLot(s.database.db, { title: 'Round draft', categoryId, regionId: 1, status: 'draft' });
    for (const lot of [...open, draft, open[0]!]) s.deps.services.events.publish('lot.published', { lotId: lot.id });
    await drain();
    const ids = [...open, draft].map((l) => l.id);
    const announced = (await rowsOf(carol.id, 10)).map((r) => r.lotId!).filter((id) => ids.includes(id));
    expect(announced.sort()).toEqual(open.map((l) => l.id).sort());
  });

  it('a price drop is 12 for bidders and 11 for other watchers, once per new price', async () => {
    const lot = await buildLot(s.database.db, { title: 'Drop lot' });
    await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: carolToken });
    await drain();
    const drop = { lotId: lot.id, startPriceCents: 800, buyNowPriceCents: null, currentPriceCents: 800 };
    s.deps.services.events.publish('lot.priceDropped', drop);
    s.deps.services.events.publish('lot.priceDropped', drop);
    await drain();
    expect((await rowsOf(alice.id, 12)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
    expect((await rowsOf(carol.id, 11)).filter((r) => r.lotId === lot.id)).toHaveLength(1);
  });

  it('a purchase is 1 and each offer step is 13..17, each exactly once', async () => {
    const lot = await buildLot(s.database.db, { title: 'Offer lot' });
    const ev = s.deps.services.events;
    const base = { offerId: 77, lotId: lot.id, buyerId: bob.id };
    for (let i = 0; i < 2; i++) {
      ev.publish('order.created', { orderId: 501, invoiceId: null, lotId: lot.id, buyerId: bob.id, kind: 'buy_now', amountCents: 5000 });
      ev.publish('offer.placed', { ...base, amountCents: 4000 });
      ev.publish('offer.countered', { ...base, counterCents: 4500 });
      ev.publish('offer.counterDeclined', base);
      ev.publish('offer.declined', base);
      ev.publish('offer.accepted', { ...base, amountCents: 4500 });
      await drain();
    }
    const types = (await rowsOf(bob.id)).filter((r) => r.lotId === lot.id).map((r) => r.type).sort((a, b) => a - b);
    expect(types).toEqual([1, 13, 14, 15, 16, 17]);
  });

  it('an auction sale does not add a "bought" notification (the win covers it)', async () => {
    const lot = await buildLot(s.database.db);
    s.deps.services.events.publish('order.created', { orderId: 502, invoiceId: null, lotId: lot.id, buyerId: bob.id, kind: 'auction', amountCents: 5000 });
    await drain();
    expect((await rowsOf(bob.id, 1)).filter((r) => r.lotId === lot.id)).toHaveLength(0);
  });
});

describe('email and SMS per settings', () => {
  it('sends SMS for the codes chosen, and no email for a code switched off', async () => {
    const save = await s.api('POST', '/api/user/insertProfilenotfication', { token: bobToken, body: { user_notify: '1,4', user_notify_sms: '2' } });
    expect(save.body).toMatchObject({ status: 'success', message: 'Notifications Updated Successfully' });
    const lot = await buildLot(s.database.db, { title: 'Sms lot' });
    await bid(bobToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    await drain();
    const sms = await waitForFile(path.join(s.config.dataDir, 'sms-outbox'), ['Sms lot']);
    expect(JSON.parse(sms).to).toBe('+1 555 0100');
    // Every email of this event has been queued by now: none for the bid (code 2 is off for email).
    await notifierFor(s.deps).idle();
    const queued = await s.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job j, jsonb_array_elements(j.data->'mails') m
        where j.name = 'mail.send' and m->>'to' = $1 and m->>'subject' like '%Sms lot%'`,
      [bob.email],
    );
    expect(queued.rows[0]!.n).toBe(0);
  });
});

describe('the bell calls', () => {
  it('lists newest first with read flags, marks one and all read, clears, and pushes the unread count live', async () => {
    const socket = await connectSocket(s.url, carolToken);
    const lot = await buildLot(s.database.db, { title: 'Bell lot' });
    const live = nextEvent(socket, 'bellNotify');
    await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: carolToken });
    const pushed = await live;
    const list = await s.api('GET', '/api/user/notification', { token: carolToken });
    expect(list.status).toBe(200);
    expect(pushed.unread).toBe(list.body.unread);
    const first = list.body.bellNotify[0];
    expect(first).toMatchObject({ type: 5, read: '0', project_id: lot.id, linesublot: 0 });
    expect(first.title).toContain('Bell lot');

    const one = await s.api('POST', `/api/user/updatebellsingle/${first.id}`, { token: carolToken });
    expect(one.body.unread).toBe(list.body.unread - 1);
    expect((await s.api('GET', '/api/user/notification', { token: carolToken })).body.bellNotify[0].read).toBe('1');
    expect((await s.api('POST', '/api/user/updateBellNotify', { token: carolToken })).body.unread).toBe(0);
    expect((await s.api('POST', '/api/user/clearBellNotify', { token: carolToken })).body.unread).toBe(0);
    expect((await s.api('GET', '/api/user/notification', { token: carolToken })).body.bellNotify).toEqual([]);
    socket.close();
  });

  it('counts unread up to 100 (the badge shows 99+), and exactly below that', async () => {
    const dave = await s.buildUser();
    const daveToken = await s.loginAs(dave);
    const rows = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ userId: dave.id, type: 5, title: `Notice ${from + i}`, dedupeKey: `cap-test:${from + i}` }));
    await s.database.db.insert(notifications).values(rows(99, 0));
    expect((await s.api('GET', '/api/user/notification', { token: daveToken })).body.unread).toBe(99);
    await s.database.db.insert(notifications).values(rows(150, 99));
    const list = await s.api('GET', '/api/user/notification', { token: daveToken });
    expect(list.body.unread).toBe(100);
    // Marking one read leaves 248 unread: still shown as 99+.
    expect((await s.api('POST', `/api/user/updatebellsingle/${list.body.bellNotify[0].id}`, { token: daveToken })).body.unread).toBe(100);
    expect((await s.api('POST', '/api/user/updateBellNotify', { token: daveToken })).body.unread).toBe(0);
  });

  it('the unread count follows every change of the rows: an insert, reads and a read undone by hand, a lot deleted (cascade)', async () => {
    const erin = await s.buildUser();
    const erinToken = await s.loginAs(erin);
    const [one, two] = await Promise.all([buildLot(s.database.db), buildLot(s.database.db)]);
    const unread = async () => (await s.api('GET', '/api/user/notification', { token: erinToken })).body.unread;
    await s.database.db.insert(notifications).values([
      { userId: erin.id, type: 5, title: 'One', lotId: one.id, dedupeKey: 'follow:1' },
      { userId: erin.id, type: 5, title: 'Two', lotId: one.id, dedupeKey: 'follow:2' },
      { userId: erin.id, type: 5, title: 'Three', lotId: two.id, dedupeKey: 'follow:3' },
    ]);
    expect(await unread()).toBe(3);
    await s.database.db.update(notifications).set({ read: true }).where(eq(notifications.userId, erin.id));
    expect(await unread()).toBe(0);
    await s.database.db
      .update(notifications)
      .set({ read: false })
      .where(and(eq(notifications.userId, erin.id), eq(notifications.lotId, two.id)));
    expect(await unread()).toBe(1);
    await s.database.db.delete(lots).where(eq(lots.id, two.id)); // its notification goes with it
    expect(await unread()).toBe(0);
    const stored = await s.database.pool.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1 and not read', [erin.id]);
    expect(stored.rows[0]!.n).toBe(0);
  });

  it("refuses someone else's notification with 404 and a guest with 401", async () => {
    const lot = await buildLot(s.database.db);
    await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: aliceToken });
    await drain();
    const [mine] = await rowsOf(alice.id, 5);
    const res = await s.api('POST', `/api/user/updatebellsingle/${mine!.id}`, { token: bobToken });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await rowsOf(alice.id, 5)).find((r) => r.id === mine!.id)!.read).toBe(false);
    expect((await s.api('GET', '/api/user/notification')).status).toBe(401);
  });
});

describe('saved searches', () => {
  it('saves, lists and deletes; a new matching lot notifies (type 18) with email when asked; others do not match', async () => {
    const saved = await s.api('POST', '/api/user/saved-searches/save', {
      token: carolToken,
      body: { name: 'Dell laptops', filters: { searchbar: 'dell', category: String(categoryId) }, email_alert: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Dell laptops', email_alert: true });
    expect((await s.api('GET', '/api/user/saved-searches', { token: carolToken })).body.data).toHaveLength(1);

    const match = await buildLot(s.database.db, { title: 'Dell Latitude pallet', categoryId });
    const other = await buildLot(s.database.db, { title: 'HP pallet', categoryId });
    s.deps.services.events.publish('lot.published', { lotId: match.id });
    s.deps.services.events.publish('lot.published', { lotId: other.id });
    await drain();
    const rows = await rowsOf(carol.id, 18);
    expect(rows.map((r) => r.lotId)).toEqual([match.id]);
    expect(rows[0]!.title).toContain('Dell laptops');
    await waitForFile(path.join(s.config.dataDir, 'outbox'), [carol.email, 'Dell Latitude pallet']);

    const other2 = await s.api('POST', `/api/user/saved-searches/delete/${saved.body.data.id}`, { token: bobToken });
    expect(other2.status).toBe(404);
    expect((await s.api('POST', `/api/user/saved-searches/delete/${saved.body.data.id}`, { token: carolToken })).status).toBe(200);
    expect((await s.api('GET', '/api/user/saved-searches', { token: carolToken })).body.data).toHaveLength(0);
  });

  it('a lot listed through the operator call is announced by the published scan (18), once; a scheduled lot only from its start', async () => {
    const admin = await s.buildUser({ role: 'admin' });
    const adminToken = await s.loginAs(admin);
    const saved = await s.api('POST', '/api/user/saved-searches/save', { token: bobToken, body: { name: 'Fujitsu', filters: { searchbar: 'fujitsu' } } });
    expect(saved.status).toBe(200);
    const create = (title: string, extra: Record<string, unknown> = {}) =>
      s.api('POST', '/api/admin/lots', {
        token: adminToken,
        body: { title, listing_format: 'live', starting_price: 10, date_closed: new Date(Date.now() + 3 * 86400_000).toISOString(), category_id: categoryId, ...extra },
      });
    const now = await create('Fujitsu Esprimo pallet');
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    const later = await create('Fujitsu Lifebook pallet', { date_added: new Date(Date.now() + 86400_000).toISOString() });
    expect(later.status).toBe(200);
    await s.deps.notifications.handlers.publishedScan();
    await s.deps.notifications.handlers.publishedScan();
    expect((await rowsOf(bob.id, 18)).map((r) => r.lotId)).toEqual([now.body.data.id]);
    await s.database.db.update(lots).set({ dateAdded: new Date(Date.now() - 1000) }).where(eq(lots.id, later.body.data.id));
    await s.deps.notifications.handlers.publishedScan();
    expect((await rowsOf(bob.id, 18)).map((r) => r.lotId).sort()).toEqual([now.body.data.id, later.body.data.id].sort());
  });

  it('the published scan announces many new lots at once: each matching saved search and preferred buyer once per lot, never the seller', async () => {
    const saved = await s.api('POST', '/api/user/saved-searches/save', { token: aliceToken, body: { name: 'Toshiba', filters: { searchbar: 'toshiba' } } });
    expect(saved.status).toBe(200);
    await s.api('POST', '/api/user/update-preference', { token: bobToken, body: { interestin: String(categoryId), interestinRegion: '1' } });
    const lotsNow = await Promise.all(
      Array.from({ length: 4 }, (_, i) => buildLot(s.database.db, { title: `Toshiba Tecra pallet ${i}`, categoryId, regionId: 1 })),
    );
    const ownLot = await buildLot(s.database.db, { title: 'Toshiba Portege pallet (own)', categoryId, regionId: 1, sellerId: alice.id });
    const other = await buildLot(s.database.db, { title: 'Lenovo pallet', categoryId, regionId: null });
    await s.deps.notifications.handlers.publishedScan();
    await s.deps.notifications.handlers.publishedScan();
    const ids = [...lotsNow, ownLot, other].map((l) => l.id);
    const of = async (userId: number, type: number) => (await rowsOf(userId, type)).map((r) => r.lotId!).filter((id) => ids.includes(id)).sort();
    expect(await of(alice.id, 18)).toEqual(lotsNow.map((l) => l.id).sort());
    expect(await of(bob.id, 10)).toEqual([...lotsNow, ownLot].map((l) => l.id).sort());
  });

  it('refuses an empty name and a bad filter', async () => {
    const res = await s.api('POST', '/api/user/saved-searches/save', { token: carolToken, body: { name: ' ', filters: { listfmt: 'auction' } } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(expect.arrayContaining(['name']));
  });
});
