import { useQuery } from '@tanstack/react-query';
import type { lots, ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
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
 * The lot route's loader: a guest's view of the lot starts loading as soon as the router matches
 * the URL, side by side with the lot page's code, so the main picture (the page's LCP) does not
 * wait for the page to render first. A signed-in viewer's copy depends on who they are (known
 * only after the session check), so it is left to the page.
 */
export function prefetchGuestProductView(id: number): Promise<null> | null {
  if (!(Number.isInteger(id) && id > 0 && !tokenStore.get())) return null;
  const data = queryClient.prefetchQuery({
    queryKey: lotKeys.viewFor(id, null),
    queryFn: ({ signal }) => getProductView(id, signal),
    staleTime: 30_000,
  });
  // On the first load the API's copy of the lot's first screen is on display (`.fp`, see
  // `main.tsx`): it stays until the lot can replace it like for like, not with a spinner — for 3 s
  // at most (a slow call then shows the spinner, as on a visit from another page).
  if (document.querySelector('#root > .fp')) {
    return Promise.race([data.then(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))]);
  }
  return null;
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
  });
