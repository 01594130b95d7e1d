import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST insertProfilenotfication {user_notify, user_notify_sms}. */
export const saveNotificationSettings = (body: BodyOf<typeof account.insertProfileNotification>) => callApi(account.insertProfileNotification, { body });

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveNotificationSettings, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }) });
}
