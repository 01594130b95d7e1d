import type { z } from 'zod';
import { encodeWire, errorResponseSchema, fieldErrorsOf } from '@gavel/contract';
import { ApiError } from './api-error';
import { maintenanceStore } from './maintenance';
import { tokenStore } from './storage';
import type { CallInput, CallOptions, EndpointLike } from './api-client';
import { SITE_ID } from './site';
import { notifyUnauthorized } from './unauthorized';
import { noteServerDate } from './socket';

// The body of `callApi` (api-client.ts): everything that needs zod and the contract's
// wire codecs. Loaded on the first call, so the first page's bundle carries neither.

function validate(schema: z.ZodType | undefined, value: unknown, where: string): void {
  if (!schema) return;
  const result = schema.safeParse(value ?? {});
  if (result.success) return;
  // The same codes and messages the API answers (contract field-errors.ts).
  const { fields, codes } = fieldErrorsOf(result.error.issues, value ?? {}, '');
  if (fields.request !== undefined && where !== 'request') {
    fields[where] = fields.request;
    codes[where] = codes.request!;
    delete fields.request;
    delete codes.request;
  }
  throw new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', 0, fields, {}, codes);
}

function buildUrl(endpoint: EndpointLike, params: Record<string, unknown>, query: Record<string, unknown> | null): string {
  const path = endpoint.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => search.append(k, String(item)));
    else search.append(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Form fields of a body: nested values travel as JSON text, blobs as files. */
function* formFields(body: Record<string, unknown>): Generator<[string, string | Blob]> {
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) yield [k, v];
    else yield [k, typeof v === 'object' ? JSON.stringify(v) : String(v)];
  }
}

function toFormData(body: Record<string, unknown>, files: Record<string, Blob | readonly Blob[]>): FormData {
  const form = new FormData();
  for (const [k, v] of formFields(body)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) {
    for (const blob of Array.isArray(v) ? (v as readonly Blob[]) : [v as Blob]) form.append(k, blob);
  }
  return form;
}

/** Form data the way the spec's client posts it (fetch sets the urlencoded content type). */
function toUrlEncoded(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of formFields(body)) form.append(k, typeof v === 'string' ? v : '');
  return form;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function callEndpoint(
  endpoint: EndpointLike,
  input: CallInput<EndpointLike> | undefined,
  options: CallOptions | undefined,
): Promise<unknown> {
  const raw = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    files?: Record<string, Blob | readonly Blob[]>;
  };
  const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  // Callers work in cents; the wire speaks currency units: every `money` field is encoded here.
  const params = encodeWire(endpoint.params, raw.params ?? {}) as Record<string, unknown>;
  const query = encodeWire(endpoint.query, bodyless ? { site_id: SITE_ID, ...raw.query } : (raw.query ?? null)) as Record<
    string,
    unknown
  > | null;
  const body = encodeWire(endpoint.body, bodyless ? null : { site_id: SITE_ID, ...raw.body }) as Record<string, unknown> | null;

  validate(endpoint.params, params, 'params');
  validate(endpoint.query, query, 'query');
  validate(endpoint.body, body, 'body');

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body) {
    if (endpoint.multipart || raw.files) payload = toFormData(body, raw.files ?? {});
    else if (endpoint.formData) payload = toUrlEncoded(body);
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  let res: Response;
  const sentAt = Date.now();
  try {
    res = await fetch(buildUrl(endpoint, params, query), {
      method: endpoint.method,
      headers,
      body: payload,
      signal: options?.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 'Network error', 0);
  }

  noteServerDate(res.headers.get('Date'), sentAt);
  const json = await readJson(res);
  const envelope = errorResponseSchema.safeParse(json);
  if (envelope.success) {
    const e = envelope.data;
    if (e.controlHub) maintenanceStore.set(true);
    if (res.status === 401 && token && e.code === 'UNAUTHENTICATED') notifyUnauthorized();
    throw new ApiError(e.code, e.message, res.status, e.fields, e.details, e.field_codes);
  }
  if (!res.ok) throw new ApiError('INTERNAL', `HTTP ${res.status}`, res.status);

  // Parsing decodes: `money` fields arrive in currency units and leave here in cents.
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    console.error(`[api] ${endpoint.id}: response does not match the contract`, parsed.error.issues);
    throw new ApiError('INTERNAL', 'Unexpected response', res.status);
  }
  return parsed.data;
}
