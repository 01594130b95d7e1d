import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST dashboard/change_user_{type} {p_val, type}. */
export const changeContact = (v: { type: 'phone' | 'landline'; p_val: string }) => callApi(account.changeContact, { params: { type: v.type }, body: { p_val: v.p_val, type: v.type } });

export function useChangeContact() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContact, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
