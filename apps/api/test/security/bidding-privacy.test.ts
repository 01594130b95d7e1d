import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCents } from '@gavel/contract';
import type { TestServer, TestUser } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { nextEvent, record, startSocketScene, type ClientSocket } from '../support/sockets.js';

/**
 * Issue 13 items 6, 7, 8 and the bidding part of 12. Amounts on the wire are currency
 * units (the `money` codec); the factories and the database speak cents.
 */
let scene: Awaited<ReturnType<typeof startSocketScene>>;
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let aliceToken: string;
let bobToken: string;
let carolToken: string;

const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });
const view = (id: number, token?: string) => s.api('GET', `/api/product/view/${id}`, { token });
const socket = (token?: string) => scene.socket(token);
const watchLot = (c: ClientSocket, lotId: number) => scene.watchLot(c, lotId);

beforeAll(async () => {
  scene = await startSocketScene(3);
  ({ s } = scene);
  [alice, bob] = scene.users as [TestUser, TestUser];
  [aliceToken, bobToken, carolToken] = scene.tokens as [string, string, string];
});
afterAll(() => scene?.close());

describe('bidAddtime names bidders by their anonymous label (item 6, item 12: no maximum in public)', () => {
  it('sends guests and other buyers "Bidder N", the bidder and the leader their own id only', async () => {
    const lot = await buildLot(s.database.db);
    const [guest, carolSock, aliceSock, bobSock] = await Promise.all([socket(), socket(carolToken), socket(aliceToken), socket(bobToken)]);
    for (const c of [guest, carolSock, aliceSock, bobSock]) await watchLot(c, lot.id);

    // Alice (Bidder 1) places a maximum of $50.
    const guestSeesAlice = nextEvent(guest, 'bidAddtime');
    const aliceOwn = nextEvent(aliceSock, 'bidAddtime');
    expect((await bid(aliceToken, { id: lot.id, wsprice: 50, hard_bid: 0 })).status).toBe(200);
    const first = await guestSeesAlice;
    expect(first).toMatchObject({ bpop_cbidder: 'Bidder 1', bpop_higher: 'Bidder 1' });
    expect(first).not.toHaveProperty('bidAmount');
    expect(first).not.toHaveProperty('bpop_wprice_morehigh');
    expect(await aliceOwn).toMatchObject({ bpop_cbidder: alice.id, bpop_higher: alice.id, bidAmount: 50 });

    // Bob (Bidder 2) bids $20: Alice's maximum still leads.
    const guestSeesBob = nextEvent(guest, 'bidAddtime');
    const carolSeesBob = nextEvent(carolSock, 'bidAddtime');
    const aliceSeesBob = nextEvent(aliceSock, 'bidAddtime');
    const bobOwn = nextEvent(bobSock, 'bidAddtime');
    expect((await bid(bobToken, { id: lot.id, wsprice: 20, hard_bid: 1 })).status).toBe(200);
    for (const seen of [await guestSeesBob, await carolSeesBob]) {
      expect(seen).toMatchObject({ bpop_cbidder: 'Bidder 2', bpop_higher: 'Bidder 1' });
      expect(typeof seen.bpop_cbidder).toBe('string');
      expect(typeof seen.bpop_higher).toBe('string');
      expect(seen).not.toHaveProperty('bidAmount');
      expect(seen).not.toHaveProperty('bpop_wprice_morehigh');
    }
    expect(await aliceSeesBob).toMatchObject({ bpop_cbidder: 'Bidder 2', bpop_higher: alice.id });
    expect(await aliceSeesBob).not.toHaveProperty('bpop_wprice_morehigh');
    expect(await bobOwn).toMatchObject({ bpop_cbidder: bob.id, bpop_higher: 'Bidder 1', bidAmount: 20 });
  });

  it('labels match the bid history', async () => {
    const lot = await buildLot(s.database.db);
    await bid(bobToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    const guest = await socket();
    await watchLot(guest, lot.id);
    const seen = record(guest, 'bidAddtime');
    const next = nextEvent(guest, 'bidAddtime');
    await bid(aliceToken, { id: lot.id, wsprice: 11, hard_bid: 1 });
    await next;
    const history = await s.api('GET', `/api/product/view-bidhistory/${lot.id}`);
    expect(history.status).toBe(200);
    const names = history.body.data.records.map((r: { name: string }) => r.name);
    // Newest first: Alice's bid (Bidder 2), then Bob's (Bidder 1).
    expect(names).toEqual(['Bidder 2', 'Bidder 1']);
    expect(seen[0]).toMatchObject({ bpop_cbidder: 'Bidder 2', bpop_higher: 'Bidder 2' });
  });
});

describe('idempotent retries (item 7)', () => {
  it('a replay answers the lot as it is now, not zeros', async () => {
    const lot = await buildLot(s.database.db);
    const key = `retry-${lot.id}-aaaa`;
    const first = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1, idempotency_key: key });
    expect(first.status).toBe(200);
    await bid(bobToken, { id: lot.id, wsprice: 15, hard_bid: 1 });
    const replay = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1, idempotency_key: key });
    expect(replay.status).toBe(200);
    expect(replay.body.data.receipt).toEqual(first.body.data.receipt);
    expect(replay.body.data).toMatchObject({
      wprice: 15,
      next_bid: 16,
      bid_count: 2,
      bidtopstatus: 'outbid',
      date_closed: lot.dateClosed.toISOString(),
    });
    const v = await view(lot.id, aliceToken);
    expect(v.body.data.project).toMatchObject({ bid_count: 2 });
  });

  it('refuses a key reused for a different bid with IDEMPOTENCY_KEY_REUSED and places nothing', async () => {
    const lot = await buildLot(s.database.db);
    const other = await buildLot(s.database.db);
    const key = `reuse-${lot.id}-bbbb`;
    expect((await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1, idempotency_key: key })).status).toBe(200);
    for (const body of [
      { id: lot.id, wsprice: 30, hard_bid: 1 },
      { id: lot.id, wsprice: 10, hard_bid: 0 },
      { id: other.id, wsprice: 10, hard_bid: 1 },
    ]) {
      const res = await bid(aliceToken, { ...body, idempotency_key: key });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    const counts = await s.database.pool.query('select lot_id, count(*)::int as n from bids where lot_id = any($1) group by lot_id', [
      [lot.id, other.id],
    ]);
    expect(counts.rows).toEqual([{ lot_id: lot.id, n: 1 }]);
  });
});

describe('a maximum can always be outbid (item 8)', () => {
  const top = maxCents / 100; // the largest wire amount, in currency units
  it('refuses a maximum whose next bid would pass the largest amount, with BID_TOO_HIGH and the maximum', async () => {
    const lot = await buildLot(s.database.db);
    const res = await bid(aliceToken, { id: lot.id, wsprice: top, hard_bid: 0 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BID_TOO_HIGH');
    // details in currency units, as BID_TOO_LOW's minimum and the message
    expect(res.body.details.maximum).toBe(top - 10);
  });

  it('accepts the maximum allowed, and its next bid is within the amounts the API accepts', async () => {
    const lot = await buildLot(s.database.db);
    const res = await bid(aliceToken, { id: lot.id, wsprice: top - 10, hard_bid: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.next_bid).toBeLessThanOrEqual(top);
    const v = await view(lot.id, bobToken);
    expect(v.body.data.next_bid).toBeLessThanOrEqual(top);
  });
});

describe('planted bugs the suite must catch (item 12, bidding)', () => {
  it('refuses a bid on one’s own lot with OWN_LOT', async () => {
    const lot = await buildLot(s.database.db, { sellerId: alice.id });
    const res = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OWN_LOT');
  });

  it('refuses a bid from an admin who also has isBuyer', async () => {
    const admin = await s.buildUser({ role: 'admin' });
    await s.database.pool.query('update users set is_buyer = true where id = $1', [admin.id]);
    const token = await s.loginAs(admin);
    const lot = await buildLot(s.database.db);
    const res = await bid(token, { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await s.database.pool.query('select count(*)::int as n from bids where lot_id = $1', [lot.id])).rows[0].n).toBe(0);
  });

  it('never shows the reserve amount in the lot view (only whether it is met)', async () => {
    const reserve = 987_654; // cents: $9,876.54, a value found nowhere else
    const lot = await buildLot(s.database.db, { reservePrice: reserve });
    await bid(aliceToken, { id: lot.id, wsprice: 12, hard_bid: 1 });
    for (const token of [undefined, aliceToken, bobToken]) {
      const v = await view(lot.id, token);
      expect(v.status).toBe(200);
      const text = JSON.stringify(v.body);
      expect(text).not.toContain('9876.54');
      expect(text).not.toContain(String(reserve));
      expect(text).not.toMatch(/"(rprice|reserve_price|reservePrice|reserve)"\s*:/);
      expect(v.body.data.project).toMatchObject({ has_reserve: true, rprice_met: false });
    }
  });

  it('shows a company’s lead to its other members in the lot view', async () => {
    const [{ id: companyId }] = (await s.database.pool.query("insert into companies (name) values ('Acme Resale') returning id")).rows;
    const [member1, member2, outsider] = await Promise.all([s.buildUser(), s.buildUser(), s.buildUser()]);
    await s.database.pool.query('update users set company_id = $1 where id = any($2)', [companyId, [member1.id, member2.id]]);
    const [t1, t2, t3] = await Promise.all([s.loginAs(member1), s.loginAs(member2), s.loginAs(outsider)]);
    const lot = await buildLot(s.database.db);
    expect((await bid(t1, { id: lot.id, wsprice: 10, hard_bid: 1 })).status).toBe(200);
    const colleague = await view(lot.id, t2);
    expect(colleague.body.data.project).toMatchObject({ bidtopstatus: 'winner', companyHasBid: 1 });
    const stranger = await view(lot.id, t3);
    expect(stranger.body.data.project.bidtopstatus).not.toBe('winner');
    expect(stranger.body.data.project).toMatchObject({ companyHasBid: 0 });
  });
});
