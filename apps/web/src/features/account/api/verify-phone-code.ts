import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST user/verifyPhoneVerifyCode {code}. */
export const verifyPhoneCode = (code: string) => callApi(account.verifyPhoneVerifyCode, { body: { code } });

export function useVerifyPhoneCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyPhoneCode, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
