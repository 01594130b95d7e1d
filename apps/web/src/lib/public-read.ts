import { ApiError, type ApiErrorCode } from './api-error';
import { maintenanceStore } from './maintenance';
import { SITE_ID } from './site';
import { noteServerDate } from './socket';

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
  /**
   * A POST in the contract, and its answer carries money (bid increments): only `lib/catalog.ts`
   * reads it this way, for the nav bar's categories and conditions; the screens that use the rest
   * decode the same answer with the contract's schema (decisions.md, "The nav bar's reference data").
   */
  referenceData: '/api/user/getDefault',
} as const;

/** The method of each read (the contract's). */
const postReads: ReadonlySet<string> = new Set([publicReads.referenceData]);

interface ErrorEnvelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  controlHub?: unknown;
}

/** GET (POST for the reference data) `path` (`:name` segments filled from `params`) with the site id; the API's error envelope becomes an ApiError. */
export async function readPublic<T>(path: string, params: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const post = postReads.has(path);
  let res: Response;
  const sentAt = Date.now();
  try {
    res = await fetch(
      post ? filled : `${filled}?site_id=${SITE_ID}`,
      post
        ? {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({ site_id: SITE_ID }),
            signal,
          }
        : { headers: { Accept: 'application/json' }, signal },
    );
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 'Network error', 0);
  }
  noteServerDate(res.headers.get('Date'), sentAt);
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
