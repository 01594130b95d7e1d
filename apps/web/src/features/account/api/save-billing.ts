import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST dashboard/insertProfileAdmin (billing fields). */
export const saveBilling = (body: BodyOf<typeof account.insertProfileAdmin>) => callApi(account.insertProfileAdmin, { body });

export function useSaveBilling() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveBilling, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
