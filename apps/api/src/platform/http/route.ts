import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema, fieldErrorsOf, type AnyEndpoint, type Access } from '@gavel/contract';
import { AppError } from './errors.js';
import type { AuthUser } from './auth.js';

type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerInput<E extends AnyEndpoint> {
  /** multipart and formData endpoints: the uploaded files (text fields are in `body`). */
  files: UploadedFile[];
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: AuthUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<z.input<E['response']>>;

/** Files of a `formData` endpoint's multipart body, read before validation. */
const formFiles = new WeakMap<FastifyRequest, UploadedFile[]>();

const isUrlEncoded = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** Reads every part of a multipart body: files into memory (size-limited by the multipart plugin), text fields as strings. */
async function readParts(req: FastifyRequest) {
  const fields = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
}

const registered = new WeakMap<FastifyInstance, Set<string>>();

export function assertAccess(access: Access, user: AuthUser | null): void {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHENTICATED');
  const staff = user.isAdmin || user.isEmployee;
  if (access === 'buyer' && (!user.isBuyer || staff)) throw new AppError('FORBIDDEN');
  if (access === 'staff' && !staff) throw new AppError('FORBIDDEN');
  if (access === 'console' && !staff && !user.isSeller) throw new AppError('FORBIDDEN');
}

/**
 * Whose lots a console caller may see and change: staff every lot (`sellerId: null`),
 * a seller only its own. Handlers of `access: 'console'` endpoints pass this to their
 * repository queries (and check it on every lot they load): hiding buttons is not enough.
 */
export function consoleScope(user: AuthUser): { sellerId: number | null; staff: boolean } {
  const staff = user.isAdmin || user.isEmployee;
  return { sellerId: staff ? null : user.id, staff };
}

/**
 * Registers one contract endpoint: the contract's schemas validate params, query,
 * body and the response; the access rule runs before the handler.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<Handler<E>>): void {
  const set = registered.get(app.server as unknown as FastifyInstance) ?? new Set<string>();
  registered.set(app.server as unknown as FastifyInstance, set);
  set.add(endpoint.id);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
    },
    ...(endpoint.body && !endpoint.multipart
      ? {
          preValidation: async (req: FastifyRequest) => {
            if (endpoint.formData) {
              // Form data (urlencoded is parsed in app.ts; multipart here) becomes the body the schema validates.
              if (req.isMultipart()) {
                const { fields, files } = await readParts(req);
                req.body = fields;
                formFiles.set(req, files);
              }
            } else if (isUrlEncoded(req)) {
              throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON.');
            }
            // A POST without a body (no content type) stands for `{}`, so endpoints whose body
            // fields are all optional (site_id defaults to 1) accept a bare call; required fields still fail.
            if (req.body === undefined || req.body === null) req.body = {};
          },
        }
      : {}),
    handler: async (req, reply) => {
      assertAccess(endpoint.access, req.user);
      const { body, files } = endpoint.multipart
        ? await readMultipart(req, endpoint.body)
        : { body: req.body, files: formFiles.get(req) ?? [] };
      return handler({
        files,
        params: req.params as never,
        query: req.query as never,
        body: body as never,
        user: req.user,
        req,
        reply,
      });
    },
  });
}

/** Ids of the endpoints registered on this app (checked against the contract at start). */
export const registeredEndpointIds = (app: FastifyInstance): Set<string> =>
  registered.get(app.server as unknown as FastifyInstance) ?? new Set();

/** Reads a multipart body: files into memory (size-limited by the multipart plugin), fields validated by the contract. */
async function readMultipart(req: FastifyRequest, schema: z.ZodType | undefined) {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data.');
  const { fields, files } = await readParts(req);
  if (!schema) return { body: fields, files };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const { fields: out, codes } = fieldErrorsOf(parsed.error.issues, fields);
    throw new AppError('VALIDATION_FAILED', undefined, { fields: out, field_codes: codes });
  }
  return { body: parsed.data, files };
}
