import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@gavel/contract';
import { buildServer } from '../src/server.js';
import { loadConfig } from '../src/platform/config.js';
import { makeDataDir, openTestDatabase, startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('health and readiness', () => {
  it('answers /healthz with 200', async () => {
    const res = await s.api('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 once listening, naming the database engine', async () => {
    const res = await s.api('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', database: s.database.kind, realtime: 'local' });
  });

  it('answers /readyz with 503 before the server listens', async () => {
    const dataDir = makeDataDir();
    const { database, dispose } = await openTestDatabase();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const server = await buildServer(config, { database });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
    } finally {
      await server.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('error envelope', () => {
  it('answers an unknown /api path with 404 NOT_FOUND in the error envelope', async () => {
    for (const [method, p] of [
      ['GET', '/api/user/no-such-call'],
      ['POST', '/api/nothing/here'],
      ['DELETE', '/api/'],
    ] as const) {
      const res = await s.api(method, p);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(errorResponseSchema.parse(res.body)).toMatchObject({ status: 'error', success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers a malformed JSON body with 400 VALIDATION_FAILED, never 500', async () => {
    const res = await s.api('POST', '/api/user/login', { rawBody: '{"username": "a@b.c", "password": ' });
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.body.fields ?? {})).not.toHaveLength(0);
  });

  it('answers an empty body sent as JSON with 400 VALIDATION_FAILED', async () => {
    const res = await s.api('POST', '/api/user/hubspot-save', { rawBody: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('accepts a POST without a body when every body field is optional (site_id defaults to 1)', async () => {
    const res = await s.api('POST', '/api/user/getDefault');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('success');
  });

  it('still names the required fields of a POST sent without a body', async () => {
    const res = await s.api('POST', '/api/user/login');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: expect.any(String), password: expect.any(String) } });
  });

  it('answers an unsupported content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await s.api('POST', '/api/user/hubspot-save', {
      rawBody: 'subscribe_email=a@b.c',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await s.api('POST', '/api/user/hubspot-save', { body: { subscribe_email: 'a@b.c', pad: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('echoes the request id header', async () => {
    const res = await s.api('GET', '/healthz', { headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me-123');
  });
});
