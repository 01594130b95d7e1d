import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** POST messages/archivemessages {sellerid, projectid?, archive}: per party, or one lot's conversation. */
export const archiveMessages = (body: BodyOf<typeof messages.archiveMessages>) => callApi(messages.archiveMessages, { body });

export function useArchiveMessages() {
  const client = useQueryClient();
  return useMutation({ mutationFn: archiveMessages, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }) });
}
