import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

export type SaveMessageInput = BodyOf<typeof messages.saveMessage>;

/** POST messages/savemessage (text, with an uploaded image when `attachinsidename` is set). */
export const saveMessage = (body: SaveMessageInput) =>
  body.attachinsidename
    ? callApi(messages.saveAttachmentMessage, { body: { ...body, attachinsidename: body.attachinsidename } })
    : callApi(messages.saveMessage, { body });

export function useSaveMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMessage, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }) });
}
