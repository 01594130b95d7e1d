import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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

/** Default upload limits of a multipart endpoint (the contract's `upload` narrows them per endpoint). */
export const defaultUploadLimits = { files: 5, fileSize: 10 * 1024 * 1024 } as const;

/**
 * What one endpoint may receive as files: a `formData` endpoint takes none (its form is text
 * fields only), a `multipart` endpoint its contract's `upload` limits or the defaults.
 */
export function uploadLimitsOf(endpoint: AnyEndpoint): { files: number; fileSize: number } {
  if (!endpoint.multipart) return { files: 0, fileSize: 0 };
  return { ...defaultUploadLimits, ...endpoint.upload };
}

/** Temporary folders of the uploads a request is receiving, removed once it is answered. */
const uploadDirs = new WeakMap<FastifyRequest, string>();

/** The multipart content type must name its boundary: without one the body cannot be read (a 400, not busboy's 500). */
const hasBoundary = (req: FastifyRequest) => /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(req.headers['content-type'] ?? '');

/**
 * Reads every part of a multipart body within the endpoint's limits: each file streams to a
 * temporary file (never more than a stream's buffer in memory while it arrives) and is read
 * from disk when the handler first uses `data`; text fields as strings. Runs only after the
 * access rule passed (the `onRequest` hook in `route`): a guest is refused before any byte of
 * the body is read.
 */
async function readParts(req: FastifyRequest, limits: { files: number; fileSize: number }) {
  if (!hasBoundary(req)) {
    throw new AppError('VALIDATION_FAILED', 'The multipart body has no boundary.', { fields: { body: 'The multipart body has no boundary.' } });
  }
  const fields = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { files: limits.files, fileSize: Math.max(limits.fileSize, 1) } })) {
      if (part.type === 'file') {
        if (limits.files === 0) throw new AppError('PAYLOAD_TOO_LARGE', 'This call takes no file.');
        let dir = uploadDirs.get(req);
        if (!dir) {
          dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'gavel-upload-'));
          uploadDirs.set(req, dir);
        }
        const file = path.join(dir, String(files.length));
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
        files.push(diskFile(part.fieldname, part.filename, part.mimetype, file));
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    // busboy's own complaints about a malformed body (no boundary, a part cut short) are the caller's.
    throw new AppError('VALIDATION_FAILED', 'The multipart body is malformed.', { fields: { body: 'The multipart body is malformed.' } });
  }
  return { fields, files };
}

/** An uploaded file kept on disk; its bytes are read once, when the handler first asks. */
function diskFile(fieldname: string, filename: string, mimetype: string, file: string): UploadedFile {
  let data: Buffer | undefined;
  return {
    fieldname,
    filename,
    mimetype,
    get data() {
      data ??= fs.readFileSync(file);
      return data;
    },
  };
}

/** Removes the request's temporary upload folder (after the answer, whatever it was). */
function removeUploads(req: FastifyRequest) {
  const dir = uploadDirs.get(req);
  if (dir) void fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
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
    // The access rule runs first, before the body is parsed, read or validated: a guest
    // calling a member's endpoint learns nothing about its fields and sends no upload we keep.
    onRequest: async (req: FastifyRequest) => assertAccess(endpoint.access, req.user),
    ...(endpoint.multipart || endpoint.formData ? { onResponse: async (req: FastifyRequest) => removeUploads(req) } : {}),
    ...(endpoint.body && !endpoint.multipart
      ? {
          preValidation: async (req: FastifyRequest) => {
            if (endpoint.formData) {
              // Form data (urlencoded is parsed in app.ts; multipart here) becomes the body the schema validates.
              if (req.isMultipart()) {
                const { fields, files } = await readParts(req, uploadLimitsOf(endpoint));
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
    ...(endpoint.multipart
      ? {
          // The content type is checked before anything is read.
          preValidation: async (req: FastifyRequest) => {
            if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data.');
          },
        }
      : {}),
    handler: async (req, reply) => {
      const { body, files } = endpoint.multipart
        ? await readMultipart(req, endpoint.body, uploadLimitsOf(endpoint))
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

/** Reads a multipart body (files to disk within the endpoint's limits), fields validated by the contract. */
async function readMultipart(req: FastifyRequest, schema: z.ZodType | undefined, limits: { files: number; fileSize: number }) {
  const { fields, files } = await readParts(req, limits);
  if (!schema) return { body: fields, files };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const { fields: out, codes } = fieldErrorsOf(parsed.error.issues, fields);
    throw new AppError('VALIDATION_FAILED', undefined, { fields: out, field_codes: codes });
  }
  return { body: parsed.data, files };
}
