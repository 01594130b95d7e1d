import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buyerGroups } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

/** Buyer groups in the caller's scope (staff: every group; a seller: its own). */
export const useBuyerGroups = () =>
  useQuery({
    queryKey: ['console', 'buyer-groups'],
    queryFn: ({ signal }) => callApi(buyerGroups.listGroups, {}, { signal }),
    select: (r) => r.data.records,
  });

/** One group with its members and join requests. */
export const useBuyerGroup = (id: number | null) =>
  useQuery({
    queryKey: ['console', 'buyer-groups', id],
    queryFn: ({ signal }) => callApi(buyerGroups.getGroup, { params: { id: id! } }, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
  });

/** Create a group, add (or approve) and remove members; every console list refreshes. */
export function useBuyerGroupActions() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: ['console'] });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; description: string; open_to_requests: boolean }) => callApi(buyerGroups.createGroup, { body }),
      onSuccess,
    }),
    add: useMutation({
      mutationFn: ({ id, ...body }: { id: number; email?: string; user_id?: number }) => callApi(buyerGroups.addMember, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, userId }: { id: number; userId: number }) => callApi(buyerGroups.removeMember, { params: { id, userId } }),
      onSuccess,
    }),
  };
}

/** Approved buyer accounts matching a name, email or company (two letters at least), to add to a group. */
export const useBuyerCandidates = (q: string) =>
  useQuery({
    queryKey: ['console', 'buyer-groups', 'candidates', q],
    queryFn: ({ signal }) => callApi(buyerGroups.searchBuyers, { query: { q } }, { signal }),
    select: (r) => r.data,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
