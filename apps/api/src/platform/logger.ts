import type { FastifyBaseLogger } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from './config.js';

/** Pino options shared by the HTTP server and commands; secrets are redacted. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
  };
}

/** The structured logger every part receives (Fastify's pino instance). */
export type Logger = FastifyBaseLogger;
