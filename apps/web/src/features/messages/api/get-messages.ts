import { useQuery } from '@tanstack/react-query';
import type { messages, ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type MessagesOverview = ResponseOf<typeof messages.getMessages>['data'];

/** GET messages (the header's badge reads it: the endpoint loads on demand, off the first page's bundle): the parties (sellers) with their lot conversations, counts and the unread count. */
export const getMessages = async (archive: 0 | 1): Promise<MessagesOverview> => (await callApi(() => import('@gavel/contract/messages').then((m) => m.getMessages), { query: { archive } })).data;

export const useMessagesOverview = (archive: 0 | 1, enabled = true) =>
  useQuery({ queryKey: messageKeys.list(archive), queryFn: () => getMessages(archive), enabled });
