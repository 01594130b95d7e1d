import { useMutation } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST login/passwordcheck {password}: status 1 matches, 2 "Old Password Mismatch". */
export const passwordCheck = (password: string) => callApi(account.passwordCheck, { body: { password } });

export const usePasswordCheck = () => useMutation({ mutationFn: passwordCheck });
