import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, type Language } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET languser/{language}: the account's (and its emails') language. */
export const setAccountLanguage = (language: Language) => callApi(account.setLanguage, { params: { language } });

export function useSetAccountLanguage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAccountLanguage, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
