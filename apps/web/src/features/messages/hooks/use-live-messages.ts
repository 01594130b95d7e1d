import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/socket';
import { messageKeys } from '../api/keys';

/** A `sendmessage` event for this user refetches the lists, the open thread and the badge. */
export function useLiveMessages() {
  const client = useQueryClient();
  useSocketEvent('sendmessage', () => {
    void client.invalidateQueries({ queryKey: messageKeys.all });
  });
}
