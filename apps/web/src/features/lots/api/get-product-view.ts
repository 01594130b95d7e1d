import { useQuery } from '@tanstack/react-query';
import { lots, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { lotKeys } from './keys';

export type ProductView = ResponseOf<typeof lots.getProductView>['data'];
/** The view plus the client clock when it arrived (for the server-time offset). */
export type LotViewData = ProductView & { receivedAt: number };

export async function getProductView(id: number, signal?: AbortSignal): Promise<LotViewData> {
  const r = await callApi(lots.getProductView, { params: { id } }, { signal });
  return { ...r.data, receivedAt: Date.now() };
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
