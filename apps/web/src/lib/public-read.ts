import { ApiError, type ApiErrorCode } from './api-error';
import { maintenanceStore } from './maintenance';
import { SITE_ID } from './site';

/**
 * The landing page's two reads (its banners and the language's phrases), without zod: a public
 * GET whose answer holds no money (nothing to decode from currency units) and is shown as text,
 * so it is used as the API sent it, typed by the contract but not parsed at run time. Every other
 * call goes through `callApi` (api-call.ts: the contract's schemas, the wire codecs). That keeps
 * zod and the contract's schemas (≈ 32 kB gzip) off the landing page (docs/performance.md).
 * The paths are the contract's (`public-read.test.ts` holds them to it).
 */
export const publicReads = {
  banners: '/api/user/banners',
  langPhrases: '/api/user/getLangPhrases/:language',
} as const;

interface ErrorEnvelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  controlHub?: unknown;
}

/** GET `path` (`:name` segments filled from `params`) with the site id; the API's error envelope becomes an ApiError. */
export async function readPublic<T>(path: string, params: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const url = `${path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}?site_id=${SITE_ID}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 'Network error', 0);
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    /* an empty or non-JSON body: judged by the status below */
  }
  const envelope = (json ?? {}) as ErrorEnvelope;
  if (envelope.controlHub === true) maintenanceStore.set(true);
  if (envelope.success === false && typeof envelope.code === 'string') {
    throw new ApiError(envelope.code as ApiErrorCode, typeof envelope.message === 'string' ? envelope.message : '', res.status);
  }
  if (!res.ok || json === null) throw new ApiError('INTERNAL', `HTTP ${res.status}`, res.status);
  return json as T;
}
