import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, startTestServer, type TestServer } from '../harness.js';
import { buildLot } from '../factories/lots.js';

/**
 * Issue 13 items 1 and 2, through the real HTTP stack (fetch to a listening server):
 * hooks decide by the matched route, so an encoded path (`/%61pi/...`, which the router
 * decodes to `/api/...`) gets the same rate limit and maintenance answers; and the client
 * address comes from X-Forwarded-For only when TRUST_PROXY names the peer.
 */

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));
const start = async (env: Record<string, string>) => {
  const s = await startTestServer({ env });
  servers.push(s);
  return s;
};
const get = (s: TestServer, path: string, headers: Record<string, string> = {}) => fetch(new URL(path, s.url), { headers });

describe('rate limit by route, client address not from a forged X-Forwarded-For (TRUST_PROXY off)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start({ RATE_LIMIT_PER_MINUTE: '4' });
  });

  it('counts every caller address the same whatever X-Forwarded-For says, and an encoded path is limited too', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await get(s, '/api/user/banners?site_id=1', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(200);
    }
    const rotated = await get(s, '/api/user/banners?site_id=1', { 'x-forwarded-for': '198.51.100.77' });
    expect(rotated.status).toBe(429);

    const encoded = await get(s, '/%61pi/user/banners?site_id=1');
    expect(encoded.status).toBe(429);
    expect(await encoded.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    const encodedSegment = await get(s, '/api/user/%62anners?site_id=1');
    expect(encodedSegment.status).toBe(429);
  });
});

describe('TRUST_PROXY names the load balancer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1/32' });
  });

  it('takes the client address from X-Forwarded-For sent by a configured proxy', async () => {
    const a = { 'x-forwarded-for': '203.0.113.10' };
    expect((await get(s, '/api/user/banners?site_id=1', a)).status).toBe(200);
    expect((await get(s, '/api/user/banners?site_id=1', a)).status).toBe(200);
    expect((await get(s, '/api/user/banners?site_id=1', a)).status).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await get(s, '/api/user/banners?site_id=1', { 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);
  });
});

describe('maintenance by route', () => {
  let s: TestServer;
  let lotId: number;
  beforeAll(async () => {
    s = await start({});
    lotId = (await buildLot(s.database.db)).id;
    await s.deps.services.maintenance.set(true);
  });

  it('answers 503 to an encoded path as to the plain one, for reads and writes', async () => {
    expect((await get(s, `/api/product/view/${lotId}`)).status).toBe(503);
    const encoded = await get(s, `/%61pi/product/view/${lotId}`);
    expect(encoded.status).toBe(503);
    expect(await encoded.json()).toMatchObject({ code: 'MAINTENANCE', controlHub: true });

    const email = uniqueEmail('seller');
    const res = await fetch(new URL('/%61pi/user/register-save-seller', s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Ana', last_name: 'Silva', companyname: 'Acme', phone: '+1 202 555 0123', email, seller_type: 'domestic' }),
    });
    expect(res.status).toBe(503);
    const stored = await s.database.pool.query('select count(*)::int as n from seller_requests where email = $1', [email]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('keeps the exemptions working by route (login reached through an encoded path)', async () => {
    const admin = await s.buildUser({ role: 'admin' });
    const res = await fetch(new URL('/%61pi/user/login', s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.email, password: admin.password }),
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown encoded API path with the JSON 404 envelope', async () => {
    await s.deps.services.maintenance.set(false);
    const res = await get(s, '/%61pi/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
