import type { ApiResponse, TestServer } from '../harness.js';

/**
 * Helpers for the conformance suite: calls sent the way the spec's client sends them
 * (form data where the spec says form data), answers read as JSON.
 */
type FormValue = string | number | boolean;

/** POST application/x-www-form-urlencoded, as a browser form or `$.post` would. */
export function postForm(s: TestServer, path: string, fields: Record<string, FormValue | FormValue[]>, token?: string): Promise<ApiResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, String(one));
  return s.api('POST', path, {
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    token,
  });
}

/** POST multipart/form-data: text fields plus files `{field: {name, type, content}}`. */
export async function postMultipart(
  s: TestServer,
  path: string,
  fields: Record<string, FormValue>,
  files: Record<string, { name: string; type: string; content: string | Uint8Array<ArrayBuffer> }> = {},
  token?: string,
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([f.content], { type: f.type }), f.name);
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text };
}
