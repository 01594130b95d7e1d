import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';

/**
 * Issue 39 item 7: slow headers and slow bodies are answered 408 and closed (HEADERS_TIMEOUT_SECONDS,
 * REQUEST_TIMEOUT_SECONDS, short here); HSTS and the device cookie's `Secure` only for requests that
 * came over HTTPS — here through the trusted proxy's X-Forwarded-Proto (TRUST_PROXY=127.0.0.1).
 */
let s: TestServer;
let untrusted: TestServer;

beforeAll(async () => {
  [s, untrusted] = await Promise.all([
    startTestServer({ env: { HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '1', TRUST_PROXY: '127.0.0.1' } }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), untrusted?.close()]);
});

/** Writes `head` on a raw connection and never finishes the request: what the server answers, once it closes. */
function stall(server: TestServer, head: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const c = net.connect(Number(port), hostname, () => c.write(head));
    let got = '';
    c.on('data', (d) => (got += d.toString()));
    c.on('error', reject);
    c.on('close', () => resolve(got));
  });
}

describe('slow clients are closed', () => {
  it('a request whose body never finishes is answered 408 and its connection closed', async () => {
    const head =
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":';
    expect(await stall(s, head)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a request whose headers never finish is answered 408 and closed', async () => {
    expect(await stall(s, 'GET /api/user/banners HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('HTTPS-only headers', () => {
  const login = async (server: TestServer, headers: Record<string, string>) => {
    const u = await server.buildUser();
    return server.api('POST', '/api/user/login', { headers, body: { username: u.email, password: u.password } });
  };

  it('over plain HTTP: no HSTS, and the device cookie is not Secure', async () => {
    const r = await login(s, {});
    expect(r.status).toBe(200);
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expect(r.headers.get('set-cookie')).toMatch(/^gavel_device=/);
    expect(r.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('over HTTPS through the trusted proxy: HSTS, and the device cookie is Secure', async () => {
    const r = await login(s, { 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const page = await s.api('GET', '/api/user/banners', { query: { site_id: 1 }, headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('an X-Forwarded-Proto from a peer that is not a trusted proxy changes nothing', async () => {
    const r = await login(untrusted, { 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expect(r.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});
