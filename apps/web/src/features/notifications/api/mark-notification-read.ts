import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST updatebellsingle/{id}. */
export const markNotificationRead = (id: number) => callApi(notifications.markNotificationRead, { params: { id } });

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}
