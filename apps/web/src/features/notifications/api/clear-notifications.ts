import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';
import type { BellList } from './get-notifications';

/** POST clearBellNotify: removes all, then the list refreshes. */
export const clearNotifications = () => callApi(notifications.clearNotifications, {});

/**
 * Clear (spec 2 §4 "Clear removes all and refreshes"): once the server has removed them, the
 * list is emptied at once (a read already on its way must not bring them back), then re-read.
 */
export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: notificationKeys.all });
      client.setQueryData<BellList>(notificationKeys.list(), (old) => (old ? { ...old, bellNotify: [], unread: 0 } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
