import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST user/updateProfile (names, spend cap). */
export const updateProfile = (body: BodyOf<typeof account.updateProfile>) => callApi(account.updateProfile, { body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
