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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });

}
