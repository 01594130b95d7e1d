import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buyerGroups } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

const myGroupsKey = ['buyer-groups', 'mine'] as const;

/** GET buyer-groups: the groups open to requests and the caller's own, with the caller's standing in each. */
export const useMyGroups = () =>
  useQuery({
    queryKey: myGroupsKey,
    queryFn: ({ signal }) => callApi(buyerGroups.myGroups, {}, { signal }),
    select: (r) => r.data,
  });

/** POST buyer-groups/{id}/join: asks to join (the seller or staff approve it in the console). */
export function useRequestToJoin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(buyerGroups.requestToJoin, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myGroupsKey }),
  });
}
