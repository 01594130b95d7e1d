import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseErrorOf, installErrorHandler } from './error-handler.js';

const pgError = (code: string, detail?: string) => Object.assign(new Error('db'), { code, detail, severity: 'ERROR' });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert ...'), { cause });

describe('databaseErrorOf', () => {
  it('maps an integer out of range (22003), even wrapped by the ORM, to VALIDATION_FAILED', () => {
    expect(databaseErrorOf(wrapped(pgError('22003')))).toMatchObject({ code: 'VALIDATION_FAILED', fields: { request: expect.any(String) } });
  });

  it('maps a foreign-key violation to VALIDATION_FAILED naming the column', () => {
    const err = pgError('23503', 'Key (category_id)=(1) is not present in table "categories".');
    expect(databaseErrorOf(wrapped(err))).toEqual({ code: 'VALIDATION_FAILED', fields: { category_id: expect.any(String) } });
  });

  it('maps a unique violation to CONFLICT', () => {
    expect(databaseErrorOf(pgError('23505', 'Key (email)=(a@b.c) already exists.'))).toEqual({ code: 'CONFLICT' });
  });

  it('leaves other failures alone (they stay a logged 500)', () => {
    expect(databaseErrorOf(pgError('40P01'))).toBeNull();
    expect(databaseErrorOf(new Error('boom'))).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeNull();
    expect(databaseErrorOf(undefined)).toBeNull();
  });
});

describe('the error handler', () => {
  /** A server whose route fails with `err`; answers the log lines it wrote. */
  async function logsOf(err: Error) {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandler(app);
    app.get('/fails', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return { status: res.statusCode, lines: lines.filter((l) => l.msg !== 'incoming request' && l.msg !== 'request completed') };
  }

  it('logs a client that closed the connection early at info, not as an unhandled error', async () => {
    const { status, lines } = await logsOf(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    expect(status).toBe(500);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[30, 'client closed the connection before the answer']]);
  });

  it('logs any other failure as an unhandled error', async () => {
    const { lines } = await logsOf(new Error('boom'));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'unhandled error']]);
  });
});
