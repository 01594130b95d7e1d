import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect, useSocketEvent } from '../../../lib/socket';
import { notificationKeys } from '../api/keys';
import { useNotifications } from '../api/get-notifications';
import { refetchFresh } from '../../../lib/query-client';

/**
 * The bell badge: the unread count, refreshed when the server pushes `bellNotify` to the user room,
 * and re-read after every socket (re)connect (a push sent while it was connecting is lost).
 */
export function useUnreadNotifications(enabled: boolean): number {
  const client = useQueryClient();
  const { data } = useNotifications(enabled);
  useSocketEvent('bellNotify', (e) => {
    client.setQueryData(notificationKeys.list(), (old: typeof data) => (old ? { ...old, unread: e.unread } : old));
    void refetchFresh(client, notificationKeys.all);
  });
  useSocketConnect(
    useCallback(() => {
      if (enabled) void refetchFresh(client, notificationKeys.all);
    }, [client, enabled]),
  );
  return enabled ? (data?.unread ?? 0) : 0;
}
