import { useQuery } from '@tanstack/react-query';
import { bidding } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { lotKeys } from './keys';

/** GET downloadBidStatus/:id: the buyer's last bulk-bid outcome file; NOT_FOUND while there is none. */
export const getBidStatusFile = (id: number, signal?: AbortSignal) => callApi(bidding.downloadBidStatus, { params: { id } }, { signal });

export const useBidStatusFile = (lotId: number, viewerId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: lotKeys.bidStatusFile(lotId, viewerId),
    queryFn: ({ signal }) => getBidStatusFile(lotId, signal),
    select: (r) => r.data.filePath,
    enabled,
    retry: false,
  });
