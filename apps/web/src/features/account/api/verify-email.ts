import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST user/verifyEmail: without a token mails the link; with it, verifies. */
export const verifyEmail = (token?: string) => callApi(account.verifyEmail, { body: token ? { token } : {} });

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
