import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@gavel/contract';
import { startTestServer, type TestServer, type TestUser } from './harness.js';

let s: TestServer;
let admin: TestUser;
let adminToken: string;
let employeeToken: string;
let buyerToken: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.buildUser({ role: 'admin' });
  adminToken = await s.loginAs(admin);
  employeeToken = await s.loginAs(await s.buildUser({ role: 'employee' }));
  buyerToken = await s.loginAs(await s.buildUser({ role: 'buyer' }));
});
afterAll(() => s?.close());
afterEach(() => s.deps.services.maintenance.set(false));

const setMaintenance = (enabled: boolean, token = adminToken) => s.api('POST', '/api/admin/maintenance', { token, body: { enabled } });
const banners = (token?: string) => s.api('GET', '/api/user/banners', { token, query: { site_id: 1 } });

describe('maintenance (control hub)', () => {
  it('lets staff switch it on, after which a guest is answered 503 MAINTENANCE with controlHub', async () => {
    const on = await setMaintenance(true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ status: 'success', data: { maintenance: true } });

    const res = await banners();
    expect(res.status).toBe(503);
    expect(errorResponseSchema.parse(res.body)).toMatchObject({ status: 'error', success: false, code: 'MAINTENANCE', controlHub: true });
  });

  it('answers a signed-in buyer 503 MAINTENANCE too', async () => {
    await setMaintenance(true);
    const res = await banners(buyerToken);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'MAINTENANCE', controlHub: true });
  });

  it('keeps the API working for staff (admin and employee)', async () => {
    await setMaintenance(true);
    expect((await banners(adminToken)).status).toBe(200);
    expect((await banners(employeeToken)).status).toBe(200);
  });

  it('keeps login working so staff can sign in and switch it off', async () => {
    await setMaintenance(true);
    const res = await s.api('POST', '/api/user/login', { body: { username: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    expect(res.body.returnval).toBe(3);
    const off = await setMaintenance(false, res.body.data.token);
    expect(off.status).toBe(200);
  });

  it('restores normal answers when switched off', async () => {
    await setMaintenance(true);
    expect((await banners()).status).toBe(503);
    const off = await setMaintenance(false);
    expect(off.body).toMatchObject({ status: 'success', data: { maintenance: false } });
    expect((await banners()).status).toBe(200);
  });

  it('is stored, so another service instance on the same database sees it', async () => {
    await setMaintenance(true);
    const { createMaintenanceService } = await import('../src/modules/admin/index.js');
    const { settingsRepository } = await import('../src/platform/settings/settings.repository.js');
    const { audit } = await import('../src/modules/audit/index.js');
    expect(await createMaintenanceService({ db: s.deps.db, settings: settingsRepository, audit }).isOn()).toBe(true);
  });
});

describe('admin endpoints', () => {
  it('answer a buyer 403 FORBIDDEN', async () => {
    const res = await setMaintenance(true, buyerToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'error', success: false, code: 'FORBIDDEN' });
    const de = await s.api('POST', '/api/admin/users/1/deactivate', { token: buyerToken, body: {} });
    expect(de.status).toBe(403);
    expect(de.body.code).toBe('FORBIDDEN');
    expect((await banners()).status).toBe(200);
  });

  it('answer a guest 401 UNAUTHENTICATED', async () => {
    const res = await s.api('POST', '/api/admin/maintenance', { body: { enabled: true } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
