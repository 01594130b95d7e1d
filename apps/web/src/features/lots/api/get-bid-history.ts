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

/** The bids the price chart draws: the latest 50 (the endpoint's largest page), oldest first. */
export const BID_CHART_SIZE = 50;

export const useBidPriceSeries = (id: number, viewerId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...lotKeys.bidHistory(id), viewerId ?? 0, 'chart'],
    queryFn: ({ signal }) => callApi(lots.getBidHistory, { params: { id }, query: { limit: BID_CHART_SIZE, page: 1 } }, { signal }),
    select: (r) => ({
      total: r.data.totalRecords,
      points: r.data.records
        .filter((b): b is typeof b & { proposed_amount: number } => b.proposed_amount !== null && b.line_item_id === null)
        .map((b) => ({ at: b.created_at, amount: b.proposed_amount }))
        .reverse(),
    }),
    enabled,
    staleTime: 0,
  });
