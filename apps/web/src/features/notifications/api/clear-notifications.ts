import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST clearBellNotify: removes all, then the list refreshes. */
export const clearNotifications = () => callApi(notifications.clearNotifications, {});

export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({ mutationFn: clearNotifications, onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}
