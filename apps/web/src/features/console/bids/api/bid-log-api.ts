import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bidLog, bidding } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export type BidLogEntry = bidLog.BidLogEntry;
export type ChainReport = bidLog.ChainReport;

const key = (lotId: number) => ['console', 'bid-log', lotId] as const;

export const useBidLog = (lotId: number) =>
  useQuery({ queryKey: key(lotId), queryFn: ({ signal }) => callApi(bidLog.getBidLog, { params: { id: lotId } }, { signal }), select: (r) => r.data });

export const useVerifyChain = (lotId: number) =>
  useMutation({ mutationFn: async () => (await callApi(bidLog.verifyBidLog, { params: { id: lotId } })).data.report });

/** Downloads the CSV the server writes (the same columns the caller may see). */
export const useExportLog = (lotId: number) =>
  useMutation({
    mutationFn: async () => {
      const { filename, csv } = (await callApi(bidLog.exportBidLog, { params: { id: lotId } })).data;
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return filename;
    },
  });

export function useCancelBid(lotId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => callApi(bidding.cancelBid, { params: { id: bidId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(lotId) }),
  });
}
