import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot } from '../factories/lots.js';

/**
 * Issue 39 item 7: the access rule runs before validation (a guest learns nothing of a
 * staff call's fields), and ids are plain decimal digits (`0x1`, `1e3` are not another id).
 */
let s: TestServer;
let buyerToken: string;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  buyerToken = await s.loginAs(await s.buildUser());
});
afterAll(() => s?.close());

describe('access before validation', () => {
  it('a guest inviting with a malformed email is told 401, not which field is wrong', async () => {
    const res = await s.api('POST', '/api/admin/invitations', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(res.body.fields).toBeUndefined();
  });

  it('a buyer calling a staff call with a bad body is told 403', async () => {
    const res = await s.api('POST', '/api/admin/invitations', { token: buyerToken, body: { email: 12 } });
    expect(res.status).toBe(403);
    expect(res.body.fields).toBeUndefined();
  });

  it('a guest calling a member call with bad params is told 401', async () => {
    const res = await s.api('GET', '/api/product/invoice/not-a-number');
    expect(res.status).toBe(401);
  });
});

describe('ids are decimal digits', () => {
  it.each(['0x{id}', '{id}e0', '{id}.0', '+{id}', '%20{id}'])('%s is refused with 400', async (shape) => {
    const lot = await buildLot(s.database.db);
    const res = await s.api('GET', `/api/product/view/${shape.replace('{id}', String(lot.id))}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('1e3 is not lot 1000', async () => {
    const res = await s.api('GET', '/api/product/view/1e3');
    expect(res.status).toBe(400);
  });

  it('a plain id still works', async () => {
    const lot = await buildLot(s.database.db);
    expect((await s.api('GET', `/api/product/view/${lot.id}`)).status).toBe(200);
  });
});
