import { useQuery } from '@tanstack/react-query';
import { messages, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type ProjectConversation = ResponseOf<typeof messages.searchProjectMessages>['data']['projectmessages'][number];

/** POST searchprojectmessages: the lot conversations with one party. */
export const searchProjectMessages = async (sellerid: number, archive: 0 | 1) =>
  (await callApi(messages.searchProjectMessages, { body: { sellerid, archive } })).data.projectmessages;

export const useProjectConversations = (sellerid: number | null, archive: 0 | 1) =>
  useQuery({
    queryKey: messageKeys.projects(sellerid ?? 0, archive),
    queryFn: () => searchProjectMessages(sellerid!, archive),
    enabled: !!sellerid,
  });
