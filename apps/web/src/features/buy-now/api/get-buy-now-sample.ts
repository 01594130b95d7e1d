import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orders } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** GET product/viewsample/{id}?qty: the invoice a buy-now (or price-lock purchase of qty units) would make. */
export const getBuyNowSample = async (lotId: number, qty: number, signal?: AbortSignal) =>
  (await callApi(orders.viewSample, { params: { id: lotId }, query: { qty } }, { signal })).data.sample;

export const useBuyNowSample = (lotId: number, qty: number) =>
  useQuery({
    queryKey: ['buy-now', 'sample', lotId, qty] as const,
    queryFn: ({ signal }) => getBuyNowSample(lotId, qty, signal),
    enabled: lotId > 0 && qty > 0,
    // The quantity picker changes the key: keep showing the last figures meanwhile.
    placeholderData: keepPreviousData,
    retry: false,
  });
