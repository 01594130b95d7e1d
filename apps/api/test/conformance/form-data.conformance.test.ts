import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { postForm, postMultipart } from './support.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('form data where the spec says form data', () => {
  it('POST hubspot-save takes the form fields subscribe_email, site_id (spec 1 §7, spec 2 §7)', async () => {
    const res = await postForm(s, '/api/user/hubspot-save', { subscribe_email: uniqueEmail('news'), site_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: expect.any(String) });
  });

  it('also takes them as multipart form fields, and still as JSON', async () => {
    const multi = await postMultipart(s, '/api/user/hubspot-save', { subscribe_email: uniqueEmail('news'), site_id: '1' });
    expect(multi.status).toBe(200);
    const json = await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: uniqueEmail('news'), site_id: 1 } });
    expect(json.status).toBe(200);
  });

  it('validates form fields with the same rules as JSON', async () => {
    const res = await postForm(s, '/api/user/hubspot-save', { subscribe_email: 'not-an-email', site_id: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { subscribe_email: expect.any(String) } });
  });

  it('refuses a form post to a JSON-only call with 415 (no form posts where the spec sends JSON)', async () => {
    const res = await postForm(s, '/api/user/login', { username: 'a@b.co', password: 'x' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
