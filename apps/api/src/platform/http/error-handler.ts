import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorHttpStatus, fieldCodeOfMessage, fieldErrorsOf, type ErrorCode, type ErrorResponse } from '@gavel/contract';
import { AppError, defaultMessages } from './errors.js';

export function errorBody(code: ErrorCode, message?: string, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  // Every field error carries a code (field-errors.ts in the contract): a service's own field messages get theirs here.
  const codes = extra.fields && !extra.field_codes ? { field_codes: Object.fromEntries(Object.entries(extra.fields).map(([k, m]) => [k, fieldCodeOfMessage(m)])) } : {};
  return { status: 'error', success: false, code, message: message ?? defaultMessages[code], ...extra, ...codes };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The error envelope this request answered, kept so hooks (metrics, the spec's field errors) need not re-parse the reply. */
    errorBody: ErrorResponse | null;
  }
}

/** One mapping from failures to the error envelope. Nothing leaks a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.decorateRequest('errorBody', null);
  const answer = (reply: FastifyReply, status: number, body: ErrorResponse) => {
    reply.request.errorBody = body;
    return reply.status(status).send(body);
  };
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return answer(reply, errorHttpStatus[err.code], errorBody(err.code, err.message, err.extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // Each field's code and English message (the spec's where it has one), never zod's sentence.
      const input = err.validationContext === 'querystring' ? req.query : err.validationContext === 'params' ? req.params : req.body;
      const issues = err.validation.map((v) => {
        const issue = (v.params as { issue?: { path?: PropertyKey[]; code?: string; expected?: unknown; origin?: unknown } })?.issue;
        const where = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        return { ...issue, path: where.length ? where : (issue?.path ?? []), message: v.message ?? 'Invalid value' };
      });
      const { fields, codes } = fieldErrorsOf(issues, input);
      return answer(reply, 400, errorBody('VALIDATION_FAILED', undefined, { fields, field_codes: codes }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response did not match its contract');
      return answer(reply, 500, errorBody('INTERNAL'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return answer(reply, 429, errorBody('RATE_LIMITED'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') return answer(reply, 413, errorBody('PAYLOAD_TOO_LARGE'));
    if (status === 415) return answer(reply, 415, errorBody('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, ...
      return answer(reply, 400, errorBody('VALIDATION_FAILED', err.message, { fields: { body: err.message } }));
    }
    const db = databaseErrorOf(err);
    if (db) {
      // Input the schemas let through but the database refuses (an id beyond integer range,
      // a reference to a missing row, a duplicate): the caller's fault, not a 500.
      req.log.warn({ err }, 'database refused the request');
      return answer(reply, errorHttpStatus[db.code], errorBody(db.code, undefined, db.fields ? { fields: db.fields } : {}));
    }
    // The client went away before the answer began (a navigation or a closed tab aborts an
    // asset or an answer being streamed): nothing is wrong here, and the 500 below goes nowhere.
    // Logged as fastify logs one that ends mid-stream, not as an error.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log.info({ url: req.url }, 'client closed the connection before the answer');
      return answer(reply, 500, errorBody('INTERNAL'));
    }
    req.log.error({ err }, 'unhandled error');
    return answer(reply, 500, errorBody('INTERNAL'));
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
