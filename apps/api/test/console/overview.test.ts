import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { offers } from '../../src/platform/db/schema/index.js';
import { buildLot } from '../factories/lots.js';

let s: TestServer;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  seller = await s.buildUser({ role: 'seller' });
  otherSeller = await s.buildUser({ role: 'seller' });
  buyer = await s.buildUser({ role: 'buyer' });
  tokens.admin = await s.loginAs(await s.buildUser({ role: 'admin' }));
  tokens.employee = await s.loginAs(await s.buildUser({ role: 'employee' }));
  tokens.seller = await s.loginAs(seller);
  tokens.buyer = await s.loginAs(buyer);
});
afterAll(() => s?.close());

const overview = (token?: string) => s.api('GET', '/api/admin/overview', { token });

describe('GET admin/overview', () => {
  it('refuses a guest (401) and a buyer (403)', async () => {
    expect((await overview()).status).toBe(401);
    expect((await overview(tokens.buyer)).status).toBe(403);
  });

  it("counts a seller's own lots and offers only, and hides the staff counts from it", async () => {
    const mine = await buildLot(s.database.db, { sellerId: seller.id });
    const theirs = await buildLot(s.database.db, { sellerId: otherSeller.id });
    await s.database.db.insert(offers).values([
      { lotId: mine.id, buyerId: buyer.id, amount: 500, status: 'submitted' },
      { lotId: theirs.id, buyerId: buyer.id, amount: 500, status: 'submitted' },
    ]);
    const r = await overview(tokens.seller);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ open_lots: 1, pending_offers: 1, pending_accounts: null, unpaid_invoices: null, open_disputes: null });

    const staff = await overview(tokens.employee);
    expect(staff.status).toBe(200);
    expect(staff.body.data.open_lots).toBeGreaterThanOrEqual(2);
    expect(staff.body.data.pending_offers).toBeGreaterThanOrEqual(2);
    expect(staff.body.data.pending_accounts).toEqual(expect.any(Number));
  });

  it('counts a pending account for staff', async () => {
    const before = (await overview(tokens.admin)).body.data.pending_accounts as number;
    await s.buildUser({ status: 'pending' });
    expect((await overview(tokens.admin)).body.data.pending_accounts).toBe(before + 1);
  });
});
