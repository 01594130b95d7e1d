import { useQuery } from '@tanstack/react-query';
import { orders } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** GET product/viewsample/{id}/{oid}: what accepting the counter of offer {oid} would put on the invoice. */
export const getCounterSample = async (lotId: number, offerId: number, signal?: AbortSignal) =>
  (await callApi(orders.viewSampleOffer, { params: { id: lotId, oid: offerId } }, { signal })).data;

export const useCounterSample = (lotId: number, offerId: number) =>
  useQuery({
    queryKey: ['offers', 'counter-sample', lotId, offerId] as const,
    queryFn: ({ signal }) => getCounterSample(lotId, offerId, signal),
    enabled: lotId > 0 && offerId > 0,
    retry: false,
  });
