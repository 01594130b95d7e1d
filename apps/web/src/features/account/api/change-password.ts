import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST login/changepassword (old password checked again on the server). */
export const changePassword = (body: BodyOf<typeof account.changePassword>) => callApi(account.changePassword, { body });

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
