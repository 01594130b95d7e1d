import { useQuery } from '@tanstack/react-query';
import { account, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type MyAccount = ResponseOf<typeof account.getMyAccount>['data'];

/** GET my-account: data.users plus notifications. */
export const getMyAccount = async (): Promise<MyAccount> => (await callApi(account.getMyAccount, {})).data;

export const useMyAccount = () => useQuery({ queryKey: accountKeys.account, queryFn: getMyAccount });
