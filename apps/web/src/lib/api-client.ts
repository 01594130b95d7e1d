import type { z } from 'zod';
import type { BodyOf, HttpMethod, ParamsOf, QueryOf, ResponseOf } from '@gavel/contract';

/** The shape shared by every endpoint declared with the contract's `defineEndpoint`. */
export interface EndpointLike {
  id: string;
  method: HttpMethod;
  url: string;
  multipart?: boolean;
  formData?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** A slot is forbidden when the endpoint has no schema, optional when every field is. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What a caller passes. `files` is for multipart endpoints, whose `body` schema
 * describes the text fields only: `callApi(registration.saveFile, { files: { tax_exempt_doc: file } })`.
 */
export type CallInput<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & { files?: Record<string, Blob | readonly Blob[]> };
export interface CallOptions {
  signal?: AbortSignal;
}
type CallArgs<E> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

// The call itself (api-call.ts) is loaded on demand and uses these without importing this file.
export { SITE_ID } from './site';
export { onUnauthorized, notifyUnauthorized } from './unauthorized';

/**
 * An endpoint loaded on demand: `() => import('@gavel/contract/auth').then((m) => m.getUserDetails)`.
 * The first page's shell calls its endpoints this way, so their zod schemas stay out of its bundle.
 */
export type LazyEndpoint<E> = () => Promise<E>;

/**
 * Calls one contract endpoint. Callers pass and receive money in integer cents:
 * inputs are encoded to the wire (currency units) with `encodeWire`, the answer is
 * decoded by parsing it with the endpoint's response schema. Validates the encoded
 * input with the endpoint's own zod schemas before sending (VALIDATION_FAILED, no request), fills the :params of
 * the URL, adds site_id (query for GET/DELETE, body otherwise) and the bearer
 * token, and turns the error envelope into an ApiError. An answer carrying the
 * control-hub flag switches the app to its "API Disabled" page.
 */
export async function callApi<E extends EndpointLike>(
  endpoint: E | LazyEndpoint<E>,
  ...[input, options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const [{ callEndpoint }, resolved] = await Promise.all([import('./api-call'), typeof endpoint === 'function' ? endpoint() : endpoint]);
  return (await callEndpoint(resolved, input as CallInput<EndpointLike> | undefined, options)) as ResponseOf<E>;
}

/**
 * Uploads one file as the multipart field `field`, beside the endpoint's text fields
 * (`input.body`, checked by its schema, which describes the text fields only): the one way
 * the app sends a spreadsheet or document, e.g. `uploadFile(lotsBulk.bulkPreview, 'sheet', file)`.
 */
export function uploadFile<E extends EndpointLike>(
  endpoint: E,
  field: string,
  file: Blob,
  input?: Omit<CallInput<E>, 'files'>,
  options?: CallOptions,
): Promise<ResponseOf<E>> {
  return callApi(endpoint, ...([{ ...input, files: { [field]: file } }, options] as CallArgs<E>));
}
