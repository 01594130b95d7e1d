import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disputes } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export type ConsoleDispute = disputes.AdminDispute;
export type DisputeState = (typeof disputes.disputeStatuses)[number];

export const useConsoleDisputes = (status: DisputeState | undefined, page: number, limit: number) =>
  useQuery({
    queryKey: ['console', 'disputes', status ?? 'all', page, limit],
    queryFn: ({ signal }) => callApi(disputes.adminListDisputes, { query: { status, page, sh_limit: limit } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useConsoleDispute = (id: number | null) =>
  useQuery({
    queryKey: ['console', 'dispute', id],
    queryFn: ({ signal }) => callApi(disputes.adminGetDispute, { params: { id: id! } }, { signal }),
    select: (r) => r.data.dispute,
    enabled: id !== null,
  });

export function useDisputeAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; action: 'answer'; answer: string } | { id: number; action: 'resolve' }) =>
      a.action === 'answer'
        ? callApi(disputes.adminAnswerDispute, { params: { id: a.id }, body: { answer: a.answer } })
        : callApi(disputes.adminResolveDispute, { params: { id: a.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}
