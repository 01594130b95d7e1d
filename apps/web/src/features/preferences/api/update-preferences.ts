import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { preferenceKeys } from './get-preferences';

/** POST update-preference {interestin, interestinRegion} (comma-joined ids). */
export const updatePreferences = (v: { categories: number[]; regions: number[] }) =>
  callApi(account.updatePreferences, { body: { interestin: v.categories.join(','), interestinRegion: v.regions.join(',') } });

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePreferences, onSuccess: () => client.invalidateQueries({ queryKey: preferenceKeys.all }) });
}
