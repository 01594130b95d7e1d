import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { refetchFresh } from '../../../lib/query-client';
import { accountKeys } from './keys';

/** POST user/verifyEmail: without a token mails the link; with it, verifies. */
export const verifyEmail = (token?: string) => callApi(account.verifyEmail, { body: token ? { token } : {} });

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The link opens /my_account, whose first read of the account may still be in flight, started
    // before the email was verified: read it again fresh (see refetchFresh).
    onSuccess: () => refetchFresh(client, accountKeys.account),
  });
}
