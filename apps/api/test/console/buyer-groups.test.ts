import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { auditLog, categories, notifications } from '../../src/platform/db/schema/index.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { connectSocket } from '../support/sockets.js';
import { isoInDays } from '../support/console.js';

/**
 * Buyer groups and private lots (issue 42 §1): a private lot does not exist for a buyer outside
 * its groups through any call that lists or touches lots; a member sees and bids on it.
 */
let s: TestServer;
let adminToken: string;
let seller: TestUser;
let sellerToken: string;
let otherSellerToken: string;
let member: TestUser;
let memberToken: string;
let outsider: TestUser;
let outsiderToken: string;
let categoryId: number;

beforeAll(async () => {
  s = await startTestServer();
  await seedIncrements(s.database.db);
  adminToken = await s.loginAs(await s.buildUser({ role: 'admin' }));
  seller = await s.buildUser({ role: 'seller' });
  sellerToken = await s.loginAs(seller);
  otherSellerToken = await s.loginAs(await s.buildUser({ role: 'seller' }));
  member = await s.buildUser({ role: 'buyer', firstName: 'Mia', lastName: 'Member', language: 'German' });
  memberToken = await s.loginAs(member);
  outsider = await s.buildUser({ role: 'buyer', firstName: 'Otto', lastName: 'Outsider' });
  outsiderToken = await s.loginAs(outsider);
  const [cat] = await s.database.db.insert(categories).values({ key: 'private-sale-test', name: 'Private sale test' }).returning();
  categoryId = cat!.id;
});
afterAll(async () => {
  await s?.close();
});

const lotBody = (over: Record<string, unknown> = {}) => ({
  title: 'Pallet of 12 espresso machines',
  listing_format: 'live',
  starting_price: 100,
  category_id: categoryId,
  make_offer: true,
  buy_now_price: 900,
  date_closed: isoInDays(3),
  ...over,
});

async function createGroup(token: string, body: Record<string, unknown>) {
  const res = await s.api('POST', '/api/admin/buyer-groups', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; name: string };
}

/** The outbox messages to `to`, quoted-printable decoded. */
function mailsTo(to: string): string[] {
  const dir = path.join(s.config.dataDir, 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => raw.includes(to))
    .map((raw) =>
      Buffer.from(
        raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** Waits for the mail jobs until `to` has `count` messages. */
async function untilMails(to: string, count: number, timeoutMs = 15_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(to);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('buyer groups: the console calls', () => {
  it('a seller creates its own group, adds a buyer by email, lists and removes; each change is audited; buyers are refused', async () => {
    const g = await createGroup(sellerToken, { name: 'Trusted refurbishers', description: 'Repeat buyers', open_to_requests: true });
    expect((await s.api('POST', '/api/admin/buyer-groups', { token: memberToken, body: { name: 'Nope' } })).status).toBe(403);
    const added = await s.api('POST', `/api/admin/buyer-groups/${g.id}/members`, { token: sellerToken, body: { email: outsider.email } });
    expect(added.status).toBe(200);
    expect(added.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([outsider.id]);
    const list = await s.api('GET', '/api/admin/buyer-groups', { token: sellerToken });
    expect(list.body.data.records.find((r: { id: number }) => r.id === g.id).member_count).toBe(1);
    const removed = await s.api('DELETE', `/api/admin/buyer-groups/${g.id}/members/${outsider.id}`, { token: sellerToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data.members).toEqual([]);
    const trail = await s.database.db.select().from(auditLog).where(eq(auditLog.entity, 'buyer_group'));
    expect(trail.filter((a) => a.entityId === String(g.id)).map((a) => a.action)).toEqual([
      'buyerGroups.create',
      'buyerGroups.addMember',
      'buyerGroups.removeMember',
    ]);
  });

  it('a buyer asks to join a group open to requests; the console approves it', async () => {
    const g = await createGroup(adminToken, { name: 'Open to all', open_to_requests: true });
    const closed = await createGroup(adminToken, { name: 'Invitation only' });
    expect((await s.api('POST', `/api/user/buyer-groups/${closed.id}/join`, { token: outsiderToken })).status).toBe(404);
    expect((await s.api('POST', `/api/user/buyer-groups/${g.id}/join`, { token: outsiderToken })).status).toBe(200);
    const mine = await s.api('GET', '/api/user/buyer-groups', { token: outsiderToken });
    expect(mine.body.data.find((x: { id: number }) => x.id === g.id).status).toBe('requested');
    const approved = await s.api('POST', `/api/admin/buyer-groups/${g.id}/members`, { token: adminToken, body: { user_id: outsider.id } });
    expect(approved.body.data.members).toEqual([expect.objectContaining({ user_id: outsider.id, status: 'member' })]);
    await s.api('DELETE', `/api/admin/buyer-groups/${g.id}/members/${outsider.id}`, { token: adminToken });
  });

  it('declining a request to join emails the buyer once, in their language, with the group; approving sends its own', async () => {
    const buyer = await s.buildUser({ role: 'buyer', firstName: 'Dora', lastName: 'Declined', language: 'German' });
    const token = await s.loginAs(buyer);
    const declined = await createGroup(adminToken, { name: 'Refurbished phones club', open_to_requests: true });
    const approved = await createGroup(adminToken, { name: 'Server racks circle', open_to_requests: true });
    for (const g of [declined, approved]) expect((await s.api('POST', `/api/user/buyer-groups/${g.id}/join`, { token })).status).toBe(200);

    expect((await s.api('DELETE', `/api/admin/buyer-groups/${declined.id}/members/${buyer.id}`, { token: adminToken })).status).toBe(200);
    const [decline] = await untilMails(buyer.email, 1);
    expect(decline).toContain(
      'Ihre Anfrage, der K\u00e4ufergruppe \u201eRefurbished phones club\u201c auf Gavel beizutreten, wurde abgelehnt.',
    );
    expect(decline).toContain('Hallo Dora,');

    expect(
      (await s.api('POST', `/api/admin/buyer-groups/${approved.id}/members`, { token: adminToken, body: { user_id: buyer.id } })).status,
    ).toBe(200);
    // The mail queue sends in order: once the approval is out, a second decline email would be too.
    const mails = await untilMails(buyer.email, 2);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.includes('wurde abgelehnt'))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('Sie sind jetzt Mitglied der K\u00e4ufergruppe \u201eServer racks circle\u201c'))).toHaveLength(
      1,
    );
  });

  it('a seller cannot see or add buyers to another seller\u2019s group, nor make another seller\u2019s lot private or use its group', async () => {
    const g = await createGroup(sellerToken, { name: 'Mine only' });
    expect(
      (await s.api('POST', `/api/admin/buyer-groups/${g.id}/members`, { token: otherSellerToken, body: { user_id: member.id } })).status,
    ).toBe(404);
    expect((await s.api('DELETE', `/api/admin/buyer-groups/${g.id}/members/${member.id}`, { token: otherSellerToken })).status).toBe(404);
    expect(
      (await s.api('GET', '/api/admin/buyer-groups', { token: otherSellerToken })).body.data.records.map((r: { id: number }) => r.id),
    ).not.toContain(g.id);
    // Another seller's lot: not found.
    const lot = await s.api('POST', '/api/admin/lots', { token: sellerToken, body: lotBody({ as_draft: true }) });
    expect(
      (await s.api('PUT', `/api/admin/lots/${lot.body.data.id}`, { token: otherSellerToken, body: lotBody({ buyer_group_ids: [] }) }))
        .status,
    ).toBe(404);
    // Its own lot with another seller's group: refused.
    const other = await s.api('POST', '/api/admin/lots', { token: otherSellerToken, body: lotBody({ as_draft: true }) });
    const res = await s.api('PUT', `/api/admin/lots/${other.body.data.id}`, {
      token: otherSellerToken,
      body: lotBody({ buyer_group_ids: [g.id] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ buyer_group_ids: 'NOT_YOUR_GROUP' });
  });
});

describe('private lots', () => {
  let lotId: number;
  let publicLotId: number;

  beforeAll(async () => {
    const g = await createGroup(sellerToken, { name: 'Espresso buyers' });
    await s.api('POST', `/api/admin/buyer-groups/${g.id}/members`, { token: sellerToken, body: { user_id: member.id } });
    const created = await s.api('POST', '/api/admin/lots', { token: sellerToken, body: lotBody({ buyer_group_ids: [g.id] }) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    lotId = created.body.data.id;
    expect((await s.api('GET', `/api/admin/lots/${lotId}`, { token: sellerToken })).body.data.buyer_group_ids).toEqual([g.id]);
    publicLotId = (await buildLot(s.database.db, { title: 'Public espresso pallet', categoryId, sellerId: seller.id })).id;
  });

  const searchIds = async (token?: string) => {
    const res = await s.api('POST', '/api/auction/search', { token, body: { category: [categoryId] } });
    expect(res.status).toBe(200);
    const count = res.body.facets.category.find((c: { id: number }) => c.id === categoryId)?.count ?? 0;
    return { ids: res.body.records.map((r: { id: number }) => r.id) as number[], count };
  };

  it('is absent from search, facets, similar lots, the site map and the dashboard for a non-member and a guest', async () => {
    for (const token of [outsiderToken, undefined]) {
      const r = await searchIds(token);
      expect(r.ids).toEqual([publicLotId]);
      expect(r.count).toBe(1);
      const similar = await s.api('POST', '/api/product/similar', { token, body: { id: publicLotId } });
      expect(similar.body.records.map((x: { id: number }) => x.id)).not.toContain(lotId);
      expect((await s.api('POST', '/api/product/similar', { token, body: { id: lotId } })).status).toBe(404);
    }
    const sitemap = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/product/view/${publicLotId}`);
    expect(sitemap).not.toContain(`/product/view/${lotId}<`);
  });

  it('answers 404 to a non-member on the lot page, bid history, bids, offers, buy now, watch list and downloads, and refuses joinLot', async () => {
    const t = outsiderToken;
    expect((await s.api('GET', `/api/product/view/${lotId}`, { token: t })).status).toBe(404);
    expect((await s.api('GET', `/api/product/view_new/${lotId}`)).status).toBe(404);
    expect((await s.api('GET', `/api/product/view-bidhistory/${lotId}`, { token: t })).status).toBe(404);
    expect((await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: lotId, wsprice: 200, hard_bid: 1 } })).status).toBe(404);
    expect((await s.api('POST', '/api/user/makeOffer', { token: t, body: { pid: lotId, offer_amount: 300 } })).status).toBe(404);
    expect((await s.api('POST', '/api/user/getAuctionOffers', { token: t, body: { pid: lotId } })).status).toBe(404);
    expect((await s.api('POST', '/api/product/buynowConfirm', { token: t, body: { id: lotId, buyprice: 900 } })).status).toBe(404);
    expect((await s.api('POST', `/api/product/add-to-wishlist/${lotId}`, { token: t })).status).toBe(404);
    expect((await s.api('GET', `/api/product/download-csvdata/${lotId}`, { token: t })).status).toBe(404);
    expect((await s.api('GET', `/api/product/sold-prices/${lotId}`, { token: t })).status).toBe(404);
    expect((await s.api('GET', `/api/product/sold-prices/${publicLotId}`, { token: t })).status).toBe(200);
    const socket = await connectSocket(s.url, t);
    try {
      const answer = await new Promise((resolve) => socket.emit('joinLot', { id: lotId }, resolve));
      expect(answer).toEqual({ error: 'NOT_FOUND' });
      const open = await new Promise((resolve) => socket.emit('joinLot', { id: publicLotId }, resolve));
      expect(open).toBeUndefined();
    } finally {
      socket.disconnect();
    }
  });

  it('is visible to a member (with the private-sale flag), who may watch it, bid and join its room; the dashboard lists it', async () => {
    const t = memberToken;
    expect((await searchIds(t)).ids.sort()).toEqual([lotId, publicLotId].sort());
    expect((await searchIds(t)).count).toBe(2);
    const view = await s.api('GET', `/api/product/view/${lotId}`, { token: t });
    expect(view.status).toBe(200);
    expect(view.body.data.private_sale).toBe(true);
    expect((await s.api('GET', `/api/product/view/${publicLotId}`, { token: t })).body.data.private_sale).toBe(false);
    expect((await s.api('POST', `/api/product/add-to-wishlist/${lotId}`, { token: t })).status).toBe(200);
    expect((await s.api('GET', `/api/product/sold-prices/${lotId}`, { token: t })).status).toBe(200);
    const bid = await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: lotId, wsprice: 200, hard_bid: 1 } });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const dash = await s.api('POST', '/api/user/dashboard', { token: t, body: { action: 'active' } });
    expect(dash.body.data.records.map((r: { id: number }) => r.id)).toContain(lotId);
    const socket = await connectSocket(s.url, t);
    try {
      expect(await new Promise((resolve) => socket.emit('joinLot', { id: lotId }, resolve))).toBeUndefined();
    } finally {
      socket.disconnect();
    }
    // A buyer who watched it before leaving the group no longer finds it on the dashboard.
    const outsiderDash = await s.api('POST', '/api/user/dashboard', { token: outsiderToken, body: { action: 'watchlist' } });
    expect(outsiderDash.body.data.records.map((r: { id: number }) => r.id)).not.toContain(lotId);
  });

  it('a private lot that opens notifies its groups\u2019 members only', async () => {
    const g = await createGroup(sellerToken, { name: 'Announced' });
    await s.api('POST', `/api/admin/buyer-groups/${g.id}/members`, { token: sellerToken, body: { user_id: member.id } });
    const draft = await s.api('POST', '/api/admin/lots', {
      token: sellerToken,
      body: lotBody({ as_draft: true, buyer_group_ids: [g.id] }),
    });
    const id = draft.body.data.id as number;
    expect((await s.api('POST', `/api/admin/lots/${id}/publish`, { token: sellerToken, body: {} })).status).toBe(200);
    await s.deps.services.events.drain();
    const rows = await s.database.db.select().from(notifications).where(eq(notifications.lotId, id));
    expect(rows.map((r) => [r.userId, r.type])).toEqual([[member.id, 20]]);
  });
});
