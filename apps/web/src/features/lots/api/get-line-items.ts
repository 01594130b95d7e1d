import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lineItems, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { lotKeys } from './keys';

export type LineItemsPage = ResponseOf<typeof lineItems.getLineItems>['data'];

export const getLineItems = (lotId: number, page: number, size: number, signal?: AbortSignal) =>
  callApi(lineItems.getLineItems, { query: { project_id: lotId, page, sh_limit: size } }, { signal });

/** GET getLineItemsProduct: one page of sub-lots with the viewer's status on each. */
export const useLineItems = (lotId: number, viewerId: number | null, page: number, size: number) =>
  useQuery({
    queryKey: lotKeys.lineItemsPage(lotId, viewerId, page, size),
    queryFn: ({ signal }) => getLineItems(lotId, page, size, signal),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
