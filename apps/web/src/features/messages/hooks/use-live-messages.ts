import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect, useSocketEvent } from '../../../lib/socket';
import { messageKeys } from '../api/keys';
import { refetchFresh } from '../../../lib/query-client';

/**
 * A `sendmessage` event for this user refetches the lists, the open thread and the badge; so does
 * every socket (re)connect, as for the bell: a message pushed while the socket was connecting (the
 * socket client loads after the first page) would otherwise leave the badge behind until a reload.
 */
export function useLiveMessages() {
  const client = useQueryClient();
  const refetch = useCallback(() => void refetchFresh(client, messageKeys.all), [client]);
  useSocketEvent('sendmessage', refetch);
  useSocketConnect(refetch);
}
