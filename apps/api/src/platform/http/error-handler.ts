import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorHttpStatus, type ErrorCode, type ErrorResponse } from '@gavel/contract';
import { AppError, defaultMessages } from './errors.js';

export function errorBody(code: ErrorCode, message?: string, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  return { status: 'error', success: false, code, message: message ?? defaultMessages[code], ...extra };
}

/** One mapping from failures to the error envelope. Nothing leaks a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(errorHttpStatus[err.code]).send(errorBody(err.code, err.message, err.extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = where || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') || err.validationContext || 'request';
        fields[key] ??= v.message ?? 'Invalid value';
      }
      return reply.status(400).send(errorBody('VALIDATION_FAILED', undefined, { fields }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response did not match its contract');
      return reply.status(500).send(errorBody('INTERNAL'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
    if (status === 415) return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, ...
      return reply.status(400).send(errorBody('VALIDATION_FAILED', err.message, { fields: { body: err.message } }));
    }
    const db = databaseErrorOf(err);
    if (db) {
      // Input the schemas let through but the database refuses (an id beyond integer range,
      // a reference to a missing row, a duplicate): the caller's fault, not a 500.
      req.log.warn({ err }, 'database refused the request');
      return reply.status(errorHttpStatus[db.code]).send(errorBody(db.code, undefined, db.fields ? { fields: db.fields } : {}));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });

}

/**
 * Maps a PostgreSQL error (SQLSTATE, anywhere in the `cause` chain: Drizzle wraps the
 * driver's error) caused by request data to an error code: data exceptions (class 22, e.g.
 * integer out of range) and foreign-key violations → VALIDATION_FAILED, unique violations → CONFLICT.
 */
export function databaseErrorOf(err: unknown): { code: ErrorCode; fields?: Record<string, string> } | null {
  for (let e = err as { code?: unknown; detail?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : null;
    if (!sqlState) continue;
    const column = typeof e.detail === 'string' ? /^Key \(([^)]+)\)=/.exec(e.detail)?.[1] : undefined;
    if (sqlState.startsWith('22')) return { code: 'VALIDATION_FAILED', fields: { request: 'A value is out of range or malformed.' } };
    if (sqlState === '23503') return { code: 'VALIDATION_FAILED', fields: { [column ?? 'request']: 'Refers to a record that does not exist.' } };
    if (sqlState === '23505') return { code: 'CONFLICT' };
    return null;
  }
  return null;
}
