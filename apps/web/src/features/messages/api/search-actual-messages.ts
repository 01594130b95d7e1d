import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type MessageThread = ResponseOf<typeof messages.searchActualMessages>['data'];

/** POST searchactualmessages: one conversation's messages (reading marks them read). */
export const searchActualMessages = async (sellerid: number, projectid: number, archive: 0 | 1) =>
  (await callApi(messages.searchActualMessages, { body: { sellerid, projectid, archive } })).data;

export function useMessageThread(sellerid: number | null, projectid: number | null, archive: 0 | 1) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.thread(sellerid ?? 0, projectid ?? 0),
    queryFn: async () => {
      const thread = await searchActualMessages(sellerid!, projectid!, archive);
      // Reading changed the unread counts shown in the lists and the header badge.
      void client.invalidateQueries({ queryKey: ['messages', 'list'] });
      void client.invalidateQueries({ queryKey: ['messages', 'projects'] });
      return thread;
    },
    enabled: !!sellerid && !!projectid,
  });
}
