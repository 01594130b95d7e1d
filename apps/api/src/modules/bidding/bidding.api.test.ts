import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLineItems, buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { connectSocket, nextEvent } from '../../../test/support/sockets.js';
import { until } from '../../../test/support/until.js';
import { bids, lots, orders } from '../../platform/db/schema/index.js';

let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let aliceToken: string;
let bobToken: string;
let adminToken: string;

const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });
/** Moves a lot's close into the past (bids placed just before would have extended it). */
const endNow = async (lotId: number) => {
  await s.database.db.update(lots).set({ dateClosed: new Date(Date.now() - 1_000) }).where(eq(lots.id, lotId));
};
const view = (id: number, token?: string) => s.api('GET', `/api/product/view/${id}`, { token });

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  await setSoftClose(s.database.db, { windowSeconds: 300, extensionSeconds: 120, capSeconds: 3600 });
  [alice, bob, admin] = await Promise.all([s.buildUser(), s.buildUser(), s.buildUser({ role: 'admin' })]);
  [aliceToken, bobToken, adminToken] = await Promise.all([s.loginAs(alice), s.loginAs(bob), s.loginAs(admin)]);
});
afterAll(() => s?.close());

describe('placing a bid', () => {
  it('accepts a bid at the next bid and answers a receipt with a sequence number', async () => {
    const lot = await buildLot(s.database.db);
    const res = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.receipt.sequence).toBe(1);
    expect(res.body.data.wprice).toBe(10);
    expect(res.body.data.next_bid).toBe(11);
    const v = await view(lot.id, aliceToken);
    expect(v.body.data.project).toMatchObject({ wprice: 10, bid_count: 1, bidtopstatus: 'winner', next_bid: 11 });
  });

  it('refuses a bid below the next bid with BID_TOO_LOW and changes nothing', async () => {
    const lot = await buildLot(s.database.db);
    await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    const res = await bid(bobToken, { id: lot.id, wsprice: 10.5, hard_bid: 1 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BID_TOO_LOW');
    expect(res.body.details.minimum).toBe(11);
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ currentPrice: 1_000, bidCount: 1, bidSequence: 1, leaderUserId: alice.id });
  });

  it('bids for a maximum only as far as needed and keeps the maximum private', async () => {
    const lot = await buildLot(s.database.db);
    await bid(aliceToken, { id: lot.id, wsprice: 50, hard_bid: 0 });
    const b = await bid(bobToken, { id: lot.id, wsprice: 20, hard_bid: 1 });
    expect(b.status).toBe(200);
    expect(b.body.data.bidtopstatus).toBe('outbid');
    const asBob = await view(lot.id, bobToken);
    expect(asBob.body.data.project).toMatchObject({ wprice: 21, bidtopstatus: 'outbid', my_max_bid: 20 });
    // Alice's $50 maximum never reaches Bob.
    expect(JSON.stringify(asBob.body)).not.toMatch(/:50(\.0+)?[,}]/);
    const asAlice = await view(lot.id, aliceToken);
    expect(asAlice.body.data.project).toMatchObject({ bidtopstatus: 'winner', my_max_bid: 50 });
  });

  it('does not bid twice for a retried request with the same idempotency key', async () => {
    const lot = await buildLot(s.database.db);
    const body = { id: lot.id, wsprice: 10, hard_bid: 1, idempotency_key: 'retry-key-0001' };
    const [a, b] = await Promise.all([bid(aliceToken, body), bid(aliceToken, body)]);
    expect(a.body.data.receipt.sequence).toBe(1);
    expect(b.body.data.receipt.sequence).toBe(1);
    const rows = await s.database.db.select().from(bids).where(eq(bids.lotId, lot.id));
    expect(rows).toHaveLength(1);
  });

  it('requires accepted terms when the lot has terms', async () => {
    const lot = await buildLot(s.database.db, { termsRequired: true, termsHtml: '<p>Pick up within 7 days.</p>' });
    const refused = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(refused.body.code).toBe('TERMS_NOT_ACCEPTED');
    expect((await view(lot.id, aliceToken)).body.data.project.previousacceptedterms).toBe(1);
    const ok = await s.api('POST', '/api/product/TermsAccepted', { token: aliceToken, body: { projectid: lot.id } });
    expect(ok.status).toBe(200);
    expect((await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 })).status).toBe(200);
  });

  it('numbers bidders by their first bid on the lot, batch after batch (the snapshot carries them)', async () => {
    const lot = await buildLot(s.database.db);
    const carol = await s.buildUser();
    const carolToken = await s.loginAs(carol);
    const watcher = await connectSocket(s.url, adminToken);
    watcher.emit('joinLot', { id: lot.id });
    await new Promise((r) => setTimeout(r, 100));
    const seen: { bpop_cbidder: string | number; bpop_higher: string | number }[] = [];
    watcher.on('bidAddtime', (e) => {
      if (e.id === lot.id) seen.push({ bpop_cbidder: e.bpop_cbidder, bpop_higher: e.bpop_higher });
    });
    const steps: [string, number, number][] = [
      [aliceToken, 10, 200],
      [bobToken, 11, 200],
      [aliceToken, 12, 200],
      [carolToken, 12, 422], // refused: nothing written, carol has no number yet
      [carolToken, 13, 200],
      [bobToken, 14, 200],
    ];
    for (const [token, wsprice, status] of steps) expect((await bid(token, { id: lot.id, wsprice, hard_bid: 1 })).status).toBe(status);
    await until(async () => seen.length >= 5);
    expect(seen.map((e) => e.bpop_cbidder)).toEqual(['Bidder 1', 'Bidder 2', 'Bidder 1', 'Bidder 3', 'Bidder 2']);
    expect(seen.at(-1)!.bpop_higher).toBe('Bidder 2');
    watcher.close();
  });

  it('refuses bids from staff and guests', async () => {
    const lot = await buildLot(s.database.db);
    expect((await bid(adminToken, { id: lot.id, wsprice: 10 })).body.code).toBe('FORBIDDEN');
    expect((await s.api('POST', '/api/product/bidConfirm', { body: { id: lot.id, wsprice: 10 } })).body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bid after the closing time even before the lot is marked closed', async () => {
    const lot = await buildLot(s.database.db, { dateClosed: new Date(Date.now() - 1_000) });
    expect((await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 })).body.code).toBe('LOT_CLOSED');
  });

  it('extends the close for a bid in the closing window and tells everyone watching', async () => {
    const lot = await buildLot(s.database.db, { dateClosed: new Date(Date.now() + 60_000) });
    const watcher = await connectSocket(s.url, bobToken);
    watcher.emit('joinLot', { id: lot.id });
    await new Promise((r) => setTimeout(r, 100));
    const extended = nextEvent(watcher, 'bid_extended');
    const added = nextEvent(watcher, 'bidAddtime');
    const res = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    const newClose = new Date(res.body.data.date_closed).getTime();
    expect(newClose).toBeGreaterThan(lot.dateClosed.getTime());
    expect((await extended).date_closed).toBe(res.body.data.date_closed);
    const evt = await added;
    expect(evt).toMatchObject({ id: lot.id, bpop_belowFive: 1, bpop_wprice: 10, bpop_cbidder: 'Bidder 1' });
    expect(evt).not.toHaveProperty('bpop_wprice_morehigh');
    watcher.close();
  });
});

describe('sealed auctions', () => {
  it('hides amounts from other bidders and requires the blind increment for a re-bid', async () => {
    const lot = await buildLot(s.database.db, { auctionType: 'sealed', listingFormat: 'sealed', blindIncrement: 500 });
    expect((await bid(aliceToken, { id: lot.id, wsprice: 30 })).status).toBe(200);
    expect((await bid(aliceToken, { id: lot.id, wsprice: 32 })).body.code).toBe('BID_INCREMENT_TOO_SMALL');
    expect((await bid(bobToken, { id: lot.id, wsprice: 20 })).status).toBe(200);
    const history = await s.api('GET', `/api/product/view-bidhistory/${lot.id}`, { token: bobToken });
    expect(history.body.data.totalRecords).toBe(2);
    const amounts = history.body.data.records.map((r: { proposed_amount: number | null; namesec: string }) => [r.namesec, r.proposed_amount]);
    expect(amounts).toContainEqual(['you', 20]);
    expect(amounts).toContainEqual(['', null]);
    expect((await view(lot.id, bobToken)).body.data.project.wprice).toBe(10);
  });
});

describe('line items', () => {
  it('bids on a sub-lot with its own next bid and reports the viewer status per sub-lot', async () => {
    const lot = await buildLot(s.database.db, { auctionType: 'lineitem', listingFormat: 'lineitem' });
    const items = await buildLineItems(s.database.db, lot.id, 12);
    const target = items[3]!;
    const ok = await bid(aliceToken, { id: target.id, master_id: lot.id, wsprice: 5, hard_bid: 1, auctionType: 'lineitem' });
    expect(ok.status).toBe(200);
    const page = await s.api('GET', '/api/product/getLineItemsProduct', { token: aliceToken, query: { project_id: lot.id, sh_limit: 10, page: 1 } });
    expect(page.body.data.total_pagecnt).toBe(12);
    expect(page.body.data.subproject).toHaveLength(10);
    const row = page.body.data.subproject.find((r: { id: number }) => r.id === target.id);
    expect(row).toMatchObject({ wprice: 5, next_bid: 6, bidtopstatus: 'winner', line_status: 'winning', hasBid: 1 });
    expect((await bid(aliceToken, { id: lot.id, wsprice: 5 })).body.code).toBe('BID_INVALID');
  });
});

describe('closing', () => {
  it('closes a due lot once: sold to the leader with one order, then refuses bids', async () => {
    const lot = await buildLot(s.database.db, { reservePrice: 1_500 });
    await bid(aliceToken, { id: lot.id, wsprice: 20, hard_bid: 0 });
    // Alice's maximum meets the reserve, so the price is lifted to it (1,500); Bob then bids 1,600.
    expect((await bid(bobToken, { id: lot.id, wsprice: 16, hard_bid: 1 })).status).toBe(200);
    const watcher = await connectSocket(s.url, bobToken);
    watcher.emit('joinLot', { id: lot.id });
    await new Promise((r) => setTimeout(r, 100));
    await endNow(lot.id);
    const closedEvent = nextEvent(watcher, 'realclosedupdates');
    const [first, second] = await Promise.all([s.deps.services.closing.closeDue(), s.deps.services.closing.closeDue()]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    // Bob watches: the room names the winner by label (Alice bid first: Bidder 1).
    expect(await closedEvent).toMatchObject({ id: lot.id, usr: 'Bidder 1', buynowamount: 17 });
    const sales = await s.database.db.select().from(orders).where(eq(orders.lotId, lot.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ buyerId: alice.id, amount: 1_700, kind: 'auction' });
    expect((await view(lot.id, aliceToken)).body.data.project).toMatchObject({ market_status: 'sold', bidtopstatus: 'won', sold_price: 17 });
    expect((await view(lot.id, bobToken)).body.data.project.bidtopstatus).toBe('lost');
    watcher.close();
  });

  it('leaves a lot unsold when the reserve is not met', async () => {
    const lot = await buildLot(s.database.db, { reservePrice: 50_000 });
    await bid(aliceToken, { id: lot.id, wsprice: 20, hard_bid: 1 });
    expect((await view(lot.id, aliceToken)).body.data.project.rprice_met).toBe(false);
    await endNow(lot.id);
    await s.deps.services.closing.closeDue();
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ status: 'closed', winnerUserId: null });
    expect(await s.database.db.select().from(orders).where(eq(orders.lotId, lot.id))).toHaveLength(0);
  });
});

describe('operator bid cancellation', () => {
  it('recomputes the lot from the remaining bids and tells watchers', async () => {
    const lot = await buildLot(s.database.db);
    await bid(aliceToken, { id: lot.id, wsprice: 50, hard_bid: 0 });
    await bid(bobToken, { id: lot.id, wsprice: 30, hard_bid: 1 });
    const [aliceBid] = await s.database.db.select().from(bids).where(eq(bids.userId, alice.id)).orderBy(bids.id);
    const all = await s.database.db.select().from(bids).where(eq(bids.lotId, lot.id));
    const aliceOnLot = all.find((b) => b.userId === alice.id)!;
    expect(aliceBid).toBeDefined();
    const watcher = await connectSocket(s.url);
    watcher.emit('joinLot', { id: lot.id });
    await new Promise((r) => setTimeout(r, 100));
    const evt = nextEvent(watcher, 'cancelbidemitted');
    const res = await s.api('POST', `/api/admin/bids/${aliceOnLot.id}/cancel`, { token: adminToken, body: {} });
    expect(res.status).toBe(200);
    expect(await evt).toMatchObject({ project_id: lot.id, bpop_bidcount: 1, bpop_wprice: 30 });
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ currentPrice: 3_000, leaderUserId: bob.id, bidCount: 1 });
    watcher.close();
  });
});

describe('watchlist', () => {
  it('adds and removes a lot and tells the buyer’s own sockets', async () => {
    const lot = await buildLot(s.database.db);
    const sock = await connectSocket(s.url, aliceToken);
    const added = nextEvent(sock, 'watchlist');
    expect((await s.api('POST', `/api/product/add-to-wishlist/${lot.id}`, { token: aliceToken, body: {} })).status).toBe(200);
    expect(await added).toEqual({ id: lot.id, status: 'added' });
    expect((await view(lot.id, aliceToken)).body.data.project.watchlistid).toBe(1);
    await s.api('POST', `/api/product/remove-from-wishlist/${lot.id}`, { token: aliceToken, body: {} });
    expect((await view(lot.id, aliceToken)).body.data.project.watchlistid).toBe(0);
    sock.close();
  });
});
