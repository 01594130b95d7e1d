import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** POST messages/deletemessage {id}: one of the caller's own messages. */
export const deleteMessage = (id: number) => callApi(messages.deleteMessage, { body: { id } });

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }) });
}
