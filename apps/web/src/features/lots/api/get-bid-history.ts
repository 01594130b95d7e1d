import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lots } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { lotKeys } from './keys';

/** Bid history page size (spec 2 §9). */
export const BID_HISTORY_PAGE_SIZE = 10;

export const getBidHistory = (id: number, page: number, signal?: AbortSignal) =>
  callApi(lots.getBidHistory, { params: { id }, query: { limit: BID_HISTORY_PAGE_SIZE, page } }, { signal });

export const useBidHistory = (id: number, page: number, viewerId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...lotKeys.bidHistory(id), viewerId ?? 0, page],
    queryFn: ({ signal }) => getBidHistory(id, page, signal),
    select: (r) => r.data,
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
