import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { finishOpenApiDocument } from './openapi-document.js';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@gavel/contract';
import type { Config } from '../config.js';
import { loggerOptions } from '../logger.js';
import { installErrorHandler, errorBody } from './error-handler.js';
import { defaultUploadLimits, registeredEndpointIds } from './route.js';
import { isApiRequest, isRateLimited, routePath } from './route-path.js';
import { redisRateLimitStore } from './rate-limit-store.js';

/** TRUST_PROXY as a hop count: the nearest `hops` peers are proxies (Fastify's own rule for a number). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** How often Node checks open requests against the timeouts: a quarter of the shorter one, 100 ms to 5 s. */
const checkingInterval = (config: Config) =>
  Math.round(Math.min(5_000, Math.max(100, (Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000) / 4)));

/** One year, with subdomains: sent only on answers to requests that came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Uploads limits of the multipart plugin; each endpoint narrows them (route.ts, `uploadLimitsOf`). */
export const uploadLimits = { ...defaultUploadLimits, fields: 200 } as const;

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
    // Forwarded headers count only from configured proxies (TRUST_PROXY; off by default).
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients (docs/security.md): headers within HEADERS_TIMEOUT_SECONDS, the whole request
    // within REQUEST_TIMEOUT_SECONDS, else 408 and the connection closed. Node looks at its open
    // requests every `connectionsCheckingInterval` (30 s by default): often enough for the limits.
    requestTimeout: Math.round(config.REQUEST_TIMEOUT_SECONDS * 1000),
    http: {
      headersTimeout: Math.round(config.HEADERS_TIMEOUT_SECONDS * 1000),
      connectionsCheckingInterval: checkingInterval(config),
    },
    // Errors the router raises before any route (an over-long path parameter, a malformed
    // escape) answer our error envelope too, not Fastify's own body.
    frameworkErrors: (err, _req, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const raw = reply as unknown as { status(n: number): { header(k: string, v: string): { send(b: unknown): void } } };
      raw.status(status).header('cache-control', 'no-store').send(errorBody('VALIDATION_FAILED', undefined, { fields: { path: 'The address is malformed or too long.' } }));
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers are per caller (and some carry tokens): never stored by a cache unless a
    // route chose its own caching.
    if (isApiRequest(req) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // The security headers on every answer (404s and static files too). helmet's middleware is
  // built once: @fastify/helmet built it again on every request, parsing the CSP each time
  // (≈ 3 % of the API's CPU under bids: docs/decisions.md, security).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The app's scripts are files: no inline script may run.
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only over HTTPS (below): over plain HTTP a browser ignores it, and it is a false promise.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    // `protocol` is the socket's, or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    securityHeaders(req.raw, reply.raw, done as (err?: unknown) => void);
  });
  // With Redis, every process of the deployment counts into one number per address (under the
  // deployment's REDIS_PREFIX); without it, each process counts its own.
  const sharedCounts = config.REDIS_URL ? await redisRateLimitStore({ url: config.REDIS_URL, prefix: config.redisPrefix, logger: app.log }) : null;
  if (sharedCounts) app.addHook('onClose', () => sharedCounts.close());
  await app.register(rateLimit, {
    ...(sharedCounts ? { store: sharedCounts.Store } : {}),
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Every API call and every other route that reads the database (pages, sitemap: route-path.ts),
    // decided by the matched route, not the raw URL (an encoded `/%61pi/...` is still the API).
    allowList: (req) => !isRateLimited(req),
    errorResponseBuilder: (_req, ctx) => ({ ...errorBody('RATE_LIMITED'), statusCode: ctx.statusCode }),
  });
  // Dynamic answers (JSON, the app's HTML) compressed on the fly at a cheap level; the
  // built assets are served from their precompressed .br/.gz copies (see below).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(multipart, { limits: uploadLimits });
  // Form posts (the spec's client sends some calls as form data): only endpoints declared
  // with `formData: true` accept them (route.ts refuses urlencoded bodies elsewhere).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseUrlEncoded(String(body)));
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gavel API', version: '1.0.0', description: 'Every endpoint of the Gavel marketplace, generated from the contract package.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (d) => finishOpenApiDocument('openapiObject' in d ? d.openapiObject : d.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyStatic, { root: uploadsRoot, prefix: '/uploads/', decorateReply: false, index: false });
  const webDist = config.webDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Vite's content-hashed files never change: cache them for a year; anything else
      // (favicon, robots) is revalidated.
      setHeaders: (res, filePath) => {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        const page = /index\.html$/.test(filePath);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  // Unknown paths outside /api serve the app, which shows its not-found page.
  app.setNotFoundHandler((req, reply) => {
    const where = routePath(req);
    if (where.startsWith('/api/') || where.startsWith('/uploads/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    return reply.type('text/html').sendFile('index.html', webDist);
  });
  return app;
}

/** `a=1&b=2&b=3&c[]=4` → `{a:'1', b:['2','3'], c:['4']}`: repeated keys and `[]` keys become lists. */
export function parseUrlEncoded(text: string): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const list = rawKey.endsWith('[]');
    const key = list ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = list ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
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
