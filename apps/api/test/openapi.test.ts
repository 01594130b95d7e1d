import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@gavel/contract';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let doc: { openapi: string; paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };

beforeAll(async () => {
  s = await startTestServer();
  const res = await s.api('GET', '/api/docs/json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => s?.close());

/** `/api/user/view/:id` → `/api/user/view/{id}` */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document at /api/docs/json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it.each(endpoints.map((e) => [e.id, e] as const))('lists %s with its path, method and operationId', (_id, e) => {
    const op = doc.paths[openApiPath(e.url)]?.[e.method.toLowerCase()];
    expect(op, `${e.method} ${openApiPath(e.url)}`).toBeDefined();
    expect(op!.operationId).toBe(e.id);
    if (e.access === 'public') expect(op!.security).toBeUndefined();
    else expect(op!.security).toEqual([{ bearer: [] }]);
  });

  it('lists no operation the contract does not declare', () => {
    const declared = new Set(endpoints.map((e) => `${e.method.toLowerCase()} ${openApiPath(e.url)}`));
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(listed.filter((op) => !declared.has(op))).toEqual([]);
  });

  it('has unique operation ids', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('API reference UI at /api/docs', () => {
  it('serves the Swagger UI page', async () => {
    const res = await s.api('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(String(res.body)).toMatch(/swagger/i);
  });
});
