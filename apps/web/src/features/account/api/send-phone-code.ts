import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST user/sendPhoneVerifyCode. */
export const sendPhoneCode = () => callApi(account.sendPhoneVerifyCode, {});

export function useSendPhoneCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendPhoneCode, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
