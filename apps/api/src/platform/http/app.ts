import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@gavel/contract';
import type { Config } from '../config.js';
import { loggerOptions } from '../logger.js';
import { installErrorHandler, errorBody } from './error-handler.js';
import { registeredEndpointIds } from './route.js';

/** Uploads limits, shared by every multipart endpoint. */
export const uploadLimits = { fileSize: 10 * 1024 * 1024, files: 5, fields: 200 } as const;

/**
 * The Fastify instance with the cross-cutting platform: request ids and logs,
 * security headers, rate limiting, multipart, OpenAPI at /api/docs, the error
 * envelope, and static serving of uploads and the built web app.
 */
export async function createHttpApp(config: Config, uploadsRoot: string): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : crypto.randomUUID()),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({ ...errorBody('RATE_LIMITED'), statusCode: ctx.statusCode }),
  });
  await app.register(multipart, { limits: uploadLimits });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gavel API', version: '1.0.0', description: 'Every endpoint of the Gavel marketplace, generated from the contract package.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyStatic, { root: uploadsRoot, prefix: '/uploads/', decorateReply: false, index: false });
  const webDist = config.webDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false });
  }
  // Unknown paths outside /api serve the app, which shows its not-found page.
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/uploads/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    return reply.type('text/html').sendFile('index.html', webDist);
  });
  return app;
}

/** Every endpoint in the contract has a handler, and no handler is undeclared. */
export function assertContractCovered(app: FastifyInstance) {
  const have = registeredEndpointIds(app);
  const missing = endpoints.filter((e) => !have.has(e.id)).map((e) => e.id);
  const extra = [...have].filter((id) => !endpoints.some((e) => e.id === id));
  if (missing.length || extra.length) {
    throw new Error(`contract and routes differ: missing handlers ${missing.join(', ') || '-'}; undeclared ${extra.join(', ') || '-'}`);
  }
}
