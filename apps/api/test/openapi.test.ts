import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
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
    if (e.access === 'public') expect(op!.security).toEqual([]);
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

describe('OpenAPI document: a standard linter', () => {
  /** Redocly's recommended rules (`redocly lint`), run on the document as served: errors fail, warnings are printed. */
  it('passes `redocly lint` with zero errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      maxBuffer: 64 * 1024 * 1024,
      // No telemetry, no update check: the test reads the document only.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((err: { stdout: string; stderr: string }) => err);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const text = (p: (typeof report.problems)[number]) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    const warnings = report.problems.filter((p) => p.severity !== 'error');
    if (warnings.length) console.warn(`redocly lint: ${warnings.length} warnings\n` + warnings.map(text).join('\n'));
    expect(report.problems.filter((p) => p.severity === 'error').map(text)).toEqual([]);
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
