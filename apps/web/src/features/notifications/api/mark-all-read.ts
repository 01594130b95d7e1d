import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST updateBellNotify. */
export const markAllRead = () => callApi(notifications.markAllNotificationsRead, {});

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}
