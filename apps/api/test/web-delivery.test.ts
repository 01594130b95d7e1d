import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/** A miniature built web app: index.html, one hashed asset with its precompressed copies, a favicon. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${' '.repeat(2000)}</body></html>`);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let s: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fakeWebDist();
  s = await startTestServer({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://gavel.example' } });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(new URL(p, s.url), { headers });

describe('delivery of the web app', () => {
  it('sends hashed assets precompressed (brotli, else gzip) and cacheable for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await gz.text()).startsWith('console.log')).toBe(true);
  });

  it('revalidates files without a content hash and the app page', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const page = await get('/search', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the app page at the root revalidated (never a stale shell naming old assets)', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('/assets/index-abc123.js');
  });

  it('compresses large JSON answers of the API', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await res.text())).toHaveProperty('openapi');
  });

  it('answers a real robots.txt naming the site map, not the app page', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://gavel.example/sitemap.xml');
  });

  it('answers an XML site map with the public pages and the open lots', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://gavel.example/search</loc>');
    expect(xml).not.toContain('/dashboard');
  });
});
