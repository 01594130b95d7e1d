import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { buildLineItems, buildLot, seedIncrements } from '../../../test/factories/lots.js';
import { auditLog, bids, lots } from '../../platform/db/schema/index.js';
import { verifyBids } from './verify-bids.command.js';
import { bidLogRepository } from './bid-log.repository.js';

let s: TestServer;
let staff: { id: number; token: string };
let buyers: { id: number; token: string }[];
let seller: { id: number; token: string };
let otherSeller: { id: number; token: string };

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  const users = await Promise.all([
    s.buildUser({ role: 'admin' }),
    s.buildUser({ role: 'seller' }),
    s.buildUser({ role: 'seller' }),
    ...Array.from({ length: 8 }, () => s.buildUser()),
  ]);
  const tokens = await Promise.all(users.map((u) => s.loginAs(u)));
  const all = users.map((u, i) => ({ id: u.id, token: tokens[i]! }));
  [staff, seller, otherSeller] = [all[0]!, all[1]!, all[2]!];
  buyers = all.slice(3);
});
afterAll(() => s?.close());

const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });
const verify = (lotId: number, token = staff.token) => s.api('POST', `/api/admin/lots/${lotId}/bids/verify`, { token, body: {} });
const log = (lotId: number, token = staff.token) => s.api('GET', `/api/admin/lots/${lotId}/bids`, { token });
const cancel = (bidId: number, token = staff.token) => s.api('POST', `/api/admin/bids/${bidId}/cancel`, { token, body: {} });
const rowsOf = (lotId: number) => s.database.db.select().from(bids).where(eq(bids.lotId, lotId));

describe('bid log hash chain', () => {
  it('chains many bids, proxy bids and cancellations; verification passes and the log shows maxima to staff', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id });
    const [a, b, c] = buyers as [typeof staff, typeof staff, typeof staff];
    expect((await bid(a.token, { id: lot.id, wsprice: 50, hard_bid: 0 })).status).toBe(200); // proxy max $50
    for (const amount of [20, 30, 40]) expect((await bid(b.token, { id: lot.id, wsprice: amount, hard_bid: 1 })).status).toBe(200);
    expect((await bid(c.token, { id: lot.id, wsprice: 80, hard_bid: 0 })).status).toBe(200);
    expect((await bid(b.token, { id: lot.id, wsprice: 60, hard_bid: 1 })).status).toBe(200);
    const before = await rowsOf(lot.id);
    expect(before.map((r) => r.chainPos).sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6]);
    const toCancel = before.find((r) => r.userId === c.id)!;
    expect((await cancel(toCancel.id)).status).toBe(200);
    expect((await bid(a.token, { id: lot.id, wsprice: 90, hard_bid: 0 })).status).toBe(200);

    const v = await verify(lot.id);
    expect(v.status).toBe(200);
    expect(v.body.data.report).toMatchObject({ lot_id: lot.id, ok: true, entries: 8, unchained: 0, first_break: null });
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row!.chainLength).toBe(8);
    const cancelled = (await rowsOf(lot.id)).find((r) => r.id === toCancel.id)!;
    expect(cancelled).toMatchObject({ cancelPos: 7, cancelledBy: staff.id });
    expect(cancelled.cancelHash).toMatch(/^[0-9a-f]{64}$/);

    const l = await log(lot.id);
    expect(l.status).toBe(200);
    expect(l.body.data.sees_maxima).toBe(true);
    expect(l.body.data.records).toHaveLength(7);
    expect(l.body.data.records[0]).toMatchObject({ bidder_number: 1, max_amount: 50, bidder: { id: a.id }, chain_pos: 1 });
    expect(l.body.data.records.find((r: { id: number }) => r.id === toCancel.id)).toMatchObject({ cancel_pos: 7, max_amount: 80 });

    // The cancellation is audited.
    const audited = await s.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(toCancel.id)));
    expect(audited.find((x) => x.action === 'bid.cancel')).toMatchObject({ actorId: staff.id, lotId: lot.id, userId: c.id });
  });

  it('chains sub-lot bids of a line-item lot on the lot', async () => {
    const lot = await buildLot(s.database.db, { auctionType: 'lineitem', listingFormat: 'lineitem' });
    const items = await buildLineItems(s.database.db, lot.id, 3);
    for (const [i, item] of items.entries()) {
      expect((await bid(buyers[i]!.token, { id: item.id, master_id: lot.id, wsprice: 5, hard_bid: 1 })).status).toBe(200);
    }
    expect((await verify(lot.id)).body.data.report).toMatchObject({ ok: true, entries: 3 });
  });

  it('concurrent bids on one lot chain one after another', async () => {
    const lot = await buildLot(s.database.db);
    const results = await Promise.all(buyers.map((b, i) => bid(b.token, { id: lot.id, wsprice: 10 + i * 7, hard_bid: 0 })));
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBeGreaterThan(1);
    const rows = await rowsOf(lot.id);
    expect(rows.map((r) => r.chainPos).sort((x, y) => x! - y!)).toEqual(Array.from({ length: accepted }, (_, i) => i + 1));
    expect((await verify(lot.id)).body.data.report).toMatchObject({ ok: true, entries: accepted });
  });

  it('detects an amount changed in SQL at the right entry, and the command names it', async () => {
    const lot = await buildLot(s.database.db);
    for (const [i, b] of buyers.slice(0, 5).entries()) await bid(b.token, { id: lot.id, wsprice: 10 + i * 5, hard_bid: 1 });
    const third = (await rowsOf(lot.id)).find((r) => r.chainPos === 3)!;
    await s.database.db.execute(sql`update bids set amount = amount + 100 where id = ${third.id}`);
    const r = (await verify(lot.id)).body.data.report;
    expect(r).toMatchObject({ ok: false, first_break: { pos: 3, kind: 'bid', bid_id: third.id, reason: 'HASH_MISMATCH' } });
    const lines: string[] = [];
    const out = await verifyBids(s.database.db, { lotId: lot.id }, (l) => lines.push(l));
    expect(out.broken).toBe(1);
    expect(lines[0]).toBe(`lot ${lot.id}: BROKEN at entry 3 (bid entry of bid ${third.id}): HASH_MISMATCH`);
  });

  it('detects a removed entry, a dropped newest entry and a cancellation written outside the service', async () => {
    const mk = async () => {
      const lot = await buildLot(s.database.db);
      for (const [i, b] of buyers.slice(0, 4).entries()) await bid(b.token, { id: lot.id, wsprice: 10 + i * 5, hard_bid: 1 });
      return { lot, rows: (await rowsOf(lot.id)).sort((x, y) => x.chainPos! - y.chainPos!) };
    };
    const one = await mk();
    await s.database.db.delete(bids).where(eq(bids.id, one.rows[1]!.id));
    expect((await verify(one.lot.id)).body.data.report.first_break).toMatchObject({ pos: 2, kind: 'missing', reason: 'MISSING_ENTRY' });
    const two = await mk();
    await s.database.db.delete(bids).where(eq(bids.id, one.rows[3]!.id));
    await s.database.db.delete(bids).where(eq(bids.id, two.rows[3]!.id));
    expect((await verify(two.lot.id)).body.data.report.first_break).toMatchObject({ pos: 4, reason: 'MISSING_ENTRY' });
    const three = await mk();
    await s.database.db.update(bids).set({ cancelledAt: new Date() }).where(eq(bids.id, three.rows[0]!.id));
    expect((await verify(three.lot.id)).body.data.report.first_break).toMatchObject({ pos: 1, bid_id: three.rows[0]!.id, reason: 'UNCHAINED_CANCEL' });
  });

  it('seals bids written before the chain existed (seed, old data) and verifies them', async () => {
    const lot = await buildLot(s.database.db);
    const at = new Date();
    await s.database.db.insert(bids).values([
      { lotId: lot.id, userId: buyers[0]!.id, amount: 1000, maxAmount: 1000, sequence: 1, createdAt: at },
      { lotId: lot.id, userId: buyers[1]!.id, amount: 1100, maxAmount: 1500, sequence: 2, createdAt: at, cancelledAt: at },
    ]);
    expect((await verify(lot.id)).body.data.report).toMatchObject({ unchained: 2 });
    expect(await bidLogRepository.sealUnchained(s.database.db)).toBeGreaterThanOrEqual(1);
    expect((await verify(lot.id)).body.data.report).toMatchObject({ ok: true, entries: 3, unchained: 0 });
  });
});

describe('bid log access', () => {
  it('guest 401, buyer 403, another seller 404; the owner sees its log without maxima or bidder names', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id });
    await bid(buyers[0]!.token, { id: lot.id, wsprice: 40, hard_bid: 0 });
    for (const path of [`lots/${lot.id}/bids`, `lots/${lot.id}/bids/export`]) {
      expect((await s.api('GET', `/api/admin/${path}`)).status).toBe(401);
      expect((await s.api('GET', `/api/admin/${path}`, { token: buyers[0]!.token })).status).toBe(403);
      expect((await s.api('GET', `/api/admin/${path}`, { token: otherSeller.token })).status).toBe(404);
    }
    expect((await s.api('POST', `/api/admin/lots/${lot.id}/bids/verify`, { body: {} })).status).toBe(401);
    expect((await verify(lot.id, buyers[0]!.token)).status).toBe(403);
    expect((await verify(lot.id, otherSeller.token)).status).toBe(404);
    expect((await verify(lot.id, seller.token)).body.data.report.ok).toBe(true);
    const mine = await log(lot.id, seller.token);
    expect(mine.body.data.sees_maxima).toBe(false);
    expect(mine.body.data.records[0]).toMatchObject({ bidder: null, max_amount: null, amount: 10, bidder_number: 1 });
    expect((await log(999_999)).status).toBe(404);
    expect((await s.api('GET', '/api/admin/lots/abc/bids', { token: staff.token })).body.code).toBe('VALIDATION_FAILED');
  });

  it('hides open sealed amounts from the seller', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id, auctionType: 'sealed', listingFormat: 'sealed' });
    expect((await bid(buyers[0]!.token, { id: lot.id, wsprice: 25, hard_bid: 1 })).status).toBe(200);
    expect((await log(lot.id, seller.token)).body.data.records[0]).toMatchObject({ amount: null, max_amount: null });
    expect((await log(lot.id)).body.data.records[0]).toMatchObject({ amount: 25, max_amount: 25 });
  });

  it('exports CSV: staff with bidder and maximum columns, the seller without', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id });
    await bid(buyers[0]!.token, { id: lot.id, wsprice: 40, hard_bid: 0 });
    const staffCsv = (await s.api('GET', `/api/admin/lots/${lot.id}/bids/export`, { token: staff.token })).body.data;
    expect(staffCsv.filename).toBe(`lot-${lot.id}-bids.csv`);
    const [head, first] = staffCsv.csv.split('\r\n');
    expect(head).toBe('bid_id,sub_lot,bidder_number,bidder_id,bidder_name,bidder_email,amount,max_amount,currency,hard_bid,sequence,placed_at,cancelled_at,chain_pos,chain_hash,cancel_pos,cancel_hash');
    expect(first).toContain(',10.00,40.00,USD,0,1,');
    const sellerCsv = (await s.api('GET', `/api/admin/lots/${lot.id}/bids/export`, { token: seller.token })).body.data.csv;
    expect(sellerCsv.split('\r\n')[0]).toBe('bid_id,sub_lot,bidder_number,amount,currency,hard_bid,sequence,placed_at,cancelled_at,chain_pos,chain_hash,cancel_pos,cancel_hash');
    expect(sellerCsv).not.toContain('@');
  });

  it('cancel: guest 401, buyer 403, seller 403, unknown 404', async () => {
    const lot = await buildLot(s.database.db, { sellerId: seller.id });
    await bid(buyers[0]!.token, { id: lot.id, wsprice: 10, hard_bid: 1 });
    const [row] = await rowsOf(lot.id);
    expect((await s.api('POST', `/api/admin/bids/${row!.id}/cancel`, { body: {} })).status).toBe(401);
    expect((await cancel(row!.id, buyers[0]!.token)).status).toBe(403);
    expect((await cancel(row!.id, seller.token)).status).toBe(403);
    expect((await cancel(999_999)).status).toBe(404);
    expect((await rowsOf(lot.id))[0]!.cancelledAt).toBeNull();
  });
});
