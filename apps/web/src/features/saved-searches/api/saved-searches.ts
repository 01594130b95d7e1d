import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** GET saved-searches: the caller's saved searches, newest first. */
export const listSavedSearches = async () => (await callApi(notifications.listSavedSearches, {})).data;

export const useSavedSearches = () => useQuery({ queryKey: savedSearchKeys.all, queryFn: listSavedSearches });

/** POST saved-searches/delete/{id}. */
export const useDeleteSavedSearch = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(notifications.deleteSavedSearch, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
};
