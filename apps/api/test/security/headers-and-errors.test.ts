import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { sanitizeContent } from '../../src/modules/content/index.js';

/** Issue 13 item 11, and item 12's "a 500 never carries the internal error message". */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('error envelope everywhere', () => {
  it('answers an over-long path parameter with our envelope, not Fastify’s body', async () => {
    const res = await fetch(new URL(`/api/product/view/${'9'.repeat(300)}`, s.url));
    expect(res.status).toBe(414);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'error', success: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(body)).not.toContain('FST_');
  });

  it('answers a 500 without the internal error message', async () => {
    const content = s.deps.services.content as { banners: () => Promise<unknown> };
    const original = content.banners;
    content.banners = () => Promise.reject(new Error('relation "secret_internal_table" does not exist at 10.0.0.5'));
    try {
      const res = await s.api('GET', '/api/user/banners', { query: { site_id: 1 } });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ status: 'error', code: 'INTERNAL' });
      expect(JSON.stringify(res.body)).not.toMatch(/secret_internal_table|10\.0\.0\.5/);
    } finally {
      content.banners = original;
    }
  });
});

describe('caching and headers', () => {
  it('marks answers that carry a token no-store', async () => {
    const user = await s.buildUser();
    const res = await s.api('POST', '/api/user/login', { body: { username: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a CSP that allows no inline script', async () => {
    const res = await s.api('GET', '/api/user/banners', { query: { site_id: 1 } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('gives every answer, a 404 included, the same security headers', async () => {
    for (const res of [await s.api('GET', '/api/user/banners', { query: { site_id: 1 } }), await fetch(new URL('/api/no-such-call', s.url))]) {
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Plain HTTP: no HSTS (transport-security.test.ts: only over HTTPS).
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('gives Socket.IO polling answers the security headers', async () => {
    const res = await fetch(new URL('/socket.io/?EIO=4&transport=polling', s.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('operator HTML sanitiser', () => {
  it('keeps only our layout classes and adds rel=noopener to links opening a new window', () => {
    const out = sanitizeContent('<p class="text-center MuiButton-root fixed-overlay">x</p><a href="https://example.com" target="_blank">y</a><a href="/z">z</a>');
    expect(out).toContain('<p class="text-center">');
    expect(out).not.toMatch(/MuiButton-root|fixed-overlay/);
    expect(out).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">/);
    expect(out).toContain('<a href="/z">z</a>');
  });
});
