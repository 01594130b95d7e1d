import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/socket';
import { notificationKeys } from '../api/keys';
import { useNotifications } from '../api/get-notifications';

/** The bell badge: the unread count, refreshed when the server pushes `bellNotify` to the user room. */
export function useUnreadNotifications(enabled: boolean): number {
  const client = useQueryClient();
  const { data } = useNotifications(enabled);
  useSocketEvent('bellNotify', (e) => {
    client.setQueryData(notificationKeys.list(), (old: typeof data) => (old ? { ...old, unread: e.unread } : old));
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return enabled ? (data?.unread ?? 0) : 0;
}
