import { useQuery } from '@tanstack/react-query';
import { messages, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type MessagesOverview = ResponseOf<typeof messages.getMessages>['data'];

/** GET messages: the parties (sellers) with their lot conversations, counts and the unread count. */
export const getMessages = async (archive: 0 | 1): Promise<MessagesOverview> => (await callApi(messages.getMessages, { query: { archive } })).data;

export const useMessagesOverview = (archive: 0 | 1, enabled = true) =>
  useQuery({ queryKey: messageKeys.list(archive), queryFn: () => getMessages(archive), enabled });
