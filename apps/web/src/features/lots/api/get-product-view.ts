import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { lots, ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session/session-query';
import { tokenStore } from '../../../lib/storage';
import { lotKeys } from './keys';

export type ProductView = ResponseOf<typeof lots.getProductView>['data'];
/** The view plus the client clock when it arrived (for the server-time offset). */
export type LotViewData = ProductView & { receivedAt: number };

export async function getProductView(id: number, signal?: AbortSignal): Promise<LotViewData> {
  // Loaded on demand: the router's loader calls this before the lot page's code has arrived.
  const r = await callApi(() => import('@gavel/contract/lots').then((m) => m.getProductView), { params: { id } }, { signal });
  return { ...r.data, receivedAt: Date.now() };
}

/**
 * The lot route's loader: the viewer's copy of the lot starts loading as soon as the router
 * matches the URL, side by side with the lot page's code, so the main picture (the page's LCP)
 * does not wait for the page to render first. A signed-in viewer's copy is keyed by who they are:
 * their session (the same query the session provider makes, so one request) and the lot load side
 * by side, and the lot is filed under the user the session names.
 */
export function prefetchProductView(id: number): Promise<null> | null {
  if (!(Number.isInteger(id) && id > 0)) return null;
  const token = tokenStore.get();
  const started = Date.now();
  const data: Promise<unknown> = token
    ? Promise.all([queryClient.fetchQuery(sessionQuery(token)), getProductView(id)]).then(([session, view]) => {
        const key = lotKeys.viewFor(id, session.data.id);
        // Signed out or switched accounts meanwhile: the copy is nobody's now. A copy read after
        // this one started (the page's re-read once in the lot's room) is newer: it stays.
        const newer = (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) >= started;
        if (tokenStore.get() === token && !newer) queryClient.setQueryData(key, view);
      })
    : queryClient.prefetchQuery({
        queryKey: lotKeys.viewFor(id, null),
        queryFn: ({ signal }) => getProductView(id, signal),
        staleTime: 30_000,
      });
  // A failure is the page's to show (its own query asks again); the loader never fails the route.
  const settled = data.then(
    () => null,
    () => null,
  );
  // On the first load the API's copy of the lot's first screen is on display (`.fp`, see
  // `main.tsx`): it stays until the lot can replace it like for like, not with a spinner — for 3 s
  // at most (a slow call then shows the spinner, as on a visit from another page).
  if (document.querySelector('#root > .fp')) {
    return Promise.race([settled, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))]);
  }
  return null;
}

/** The clock fields of a read: they differ on every read, and only the first is needed for the offset. */
const clockFields = new Set<string>(['server_time', 'receivedAt']);

/**
 * A re-read that brings nothing new (the page's re-read once in the lot's room, a focus) keeps the
 * cached object, so the lot page does not render again; only a real change makes a new one.
 */
export function shareLotView(old: unknown, next: unknown): unknown {
  const shared = replaceEqualDeep(old, next);
  if (!old || typeof old !== 'object' || shared === old) return shared;
  const before = old as Record<string, unknown>;
  const after = shared as Record<string, unknown>;
  const keys = Object.keys(after);
  const same = keys.length === Object.keys(before).length && keys.every((k) => clockFields.has(k) || after[k] === before[k]);
  return same ? old : shared;
}

/** GET product/view/:id, as the current viewer sees it (guest or buyer). */
export const useProductView = (id: number, viewerId: number | null, enabled = true) =>
  useQuery({
    queryKey: lotKeys.viewFor(id, viewerId),
    queryFn: ({ signal }) => getProductView(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
    // Socket events keep it current; a focus or reconnect catches up on missed ones.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    structuralSharing: shareLotView,
  });
