import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { audit } from '../../src/modules/audit/index.js';
import { auditLog } from '../../src/platform/db/schema/index.js';
import { buildLot } from '../factories/lots.js';

let s: TestServer;
let admin: TestUser;
let adminToken: string;
let employeeToken: string;
let buyerToken: string;
let sellerToken: string;
let buyer: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.buildUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminToken = await s.loginAs(admin);
  employeeToken = await s.loginAs(await s.buildUser({ role: 'employee' }));
  buyer = await s.buildUser({ role: 'buyer', firstName: 'Bea', lastName: 'Buyer' });
  buyerToken = await s.loginAs(buyer);
  sellerToken = await s.loginAs(await s.buildUser({ role: 'seller' }));
});
afterAll(async () => {
  await s?.deps.services.maintenance.set(false);
  await s?.close();
});

const list = (query: Record<string, string | number> = {}, token: string | null = adminToken) => s.api('GET', '/api/admin/audit', { token: token ?? undefined, query });
const inFuture = () => new Date(Date.now() + 86_400_000).toISOString();

describe('audit log', () => {
  it('refuses a guest (401), a buyer and a seller (403)', async () => {
    expect((await list({}, null)).status).toBe(401);
    expect((await list({}, buyerToken)).status).toBe(403);
    expect((await list({}, sellerToken)).status).toBe(403);
    expect((await list({}, employeeToken)).status).toBe(200);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED', async () => {
    for (const q of [{ lot_id: 'x' }, { per_page: 7 }, { action: 'drop table;' }, { page: 0 }] as Record<string, string | number>[]) {
      const res = await list(q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('records the maintenance switch with who, before and after', async () => {
    expect((await s.api('POST', '/api/admin/maintenance', { token: adminToken, body: { enabled: true } })).status).toBe(200);
    expect((await s.api('POST', '/api/admin/maintenance', { token: adminToken, body: { enabled: false } })).status).toBe(200);
    const res = await list({ action: 'admin.setMaintenance' });
    expect(res.status).toBe(200);
    expect(res.body.data.totalRecords).toBe(2);
    const [last, first] = res.body.data.records;
    expect(first).toMatchObject({ entity: 'setting', entity_id: 'maintenance', before: { maintenance: false }, after: { maintenance: true } });
    expect(last).toMatchObject({ before: { maintenance: true }, after: { maintenance: false } });
    expect(last.actor).toEqual({ id: admin.id, name: 'Ada Admin', email: admin.email });
    expect(res.body.data.actions).toContain('admin.setMaintenance');
  });

  it('records a deactivation against the account, and a created lot against the lot', async () => {
    expect((await s.api('POST', `/api/admin/users/${buyer.id}/deactivate`, { token: adminToken, body: {} })).status).toBe(200);
    const byUser = await list({ user_id: buyer.id });
    expect(byUser.body.data.records).toEqual([
      expect.objectContaining({ action: 'admin.deactivateUser', user_id: buyer.id, user_name: 'Bea Buyer', before: { status: 'active' }, after: { status: 'deactivated' } }),
    ]);

    const created = await s.api('POST', '/api/admin/lots', {
      token: adminToken,
      body: { title: 'Twelve ThinkPads', listing_format: 'live', starting_price: 50, date_closed: inFuture() },
    });
    expect(created.status).toBe(200);
    const lotId = created.body.data.id as number;
    const byLot = await list({ lot_id: lotId });
    expect(byLot.body.data.records).toHaveLength(1);
    expect(byLot.body.data.records[0]).toMatchObject({ action: 'admin.createLot', entity: 'lot', entity_id: String(lotId), lot_id: lotId, before: null });
    expect(byLot.body.data.records[0].after).toMatchObject({ title: 'Twelve ThinkPads', listing_format: 'live' });
  });

  it('records a price drop, a closing-time change and an invitation', async () => {
    const lot = await buildLot(s.database.db, { startingPrice: 5_000, currentPrice: 5_000 });
    expect((await s.api('POST', `/api/admin/lots/${lot.id}/drop-price`, { token: adminToken, body: { sprice: 40 } })).status).toBe(200);
    const close = new Date(Date.now() + 7_200_000).toISOString();
    expect((await s.api('POST', `/api/admin/lots/${lot.id}/closing-time`, { token: adminToken, body: { date_closed: close } })).status).toBe(200);
    const byLot = (await list({ lot_id: lot.id })).body.data.records;
    expect(byLot.map((r: { action: string }) => r.action)).toEqual(['buyNow.changeClosingTime', 'buyNow.dropPrice']);
    expect(byLot[1]).toMatchObject({ before: { startingPrice: 50 }, after: { startingPrice: 40, currentPrice: 40 } });
    expect(byLot[0].after).toEqual({ dateClosed: close });

    const invited = await s.api('POST', '/api/admin/invitations', {
      token: adminToken,
      body: { email: 'invitee-audit@example.test', first_name: 'Ina', last_name: 'Vite', company_name: 'Acme', language: 'German', password: 'Secret-Pass-1' },
    });
    expect(invited.status).toBe(200);
    const [entry] = (await list({ user_id: invited.body.data.user_id })).body.data.records;
    expect(entry).toMatchObject({ action: 'registration.inviteUser', before: null, after: { status: 'invited', language: 'German', password_set: true } });
    expect(JSON.stringify(entry)).not.toContain('Secret-Pass-1');
  });

  it('a refused call records nothing (the entry shares the transaction)', async () => {
    const before = (await list()).body.data.totalRecords;
    expect((await s.api('POST', '/api/admin/users/999999/deactivate', { token: adminToken, body: {} })).status).toBe(404);
    expect((await list()).body.data.totalRecords).toBe(before);
  });

  it('rolls back with its transaction, and filters by actor and pages', async () => {
    await s.database.db
      .transaction(async (tx) => {
        await audit.record(tx, { actorId: admin.id, action: 'test.rolledBack', entity: 'lot', entityId: 1 });
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect((await list({ action: 'test.rolledBack' })).body.data.totalRecords).toBe(0);

    for (let i = 0; i < 30; i++) await audit.record(s.database.db, { actorId: 424242, action: 'test.bulk', entity: 'lot', entityId: i, after: { i, at: new Date(0) } });
    const page2 = await list({ actor_id: 424242, per_page: 25, page: 2 });
    expect(page2.body.data.totalRecords).toBe(30);
    expect(page2.body.data.records).toHaveLength(5);
    expect(page2.body.data.records[0]).toMatchObject({ actor: null, after: { i: 4, at: '1970-01-01T00:00:00.000Z' } });
    const rows = await s.database.db.select().from(auditLog);
    expect(rows.every((r) => r.createdAt instanceof Date)).toBe(true);
  });
});
