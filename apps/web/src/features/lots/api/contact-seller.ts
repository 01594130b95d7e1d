import { useMutation } from '@tanstack/react-query';
import { messages, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST messages/savemessagefromview {to_id, projectmsgpost, message, from_id}: the Contact seller modal. */
export const contactSeller = (body: BodyOf<typeof messages.saveMessageFromView>) => callApi(messages.saveMessageFromView, { body });

/** POST messages/addnewattach/1: an image for the message (the server checks its content and size). */
export const uploadMessageImage = async (file: File) =>
  (await callApi(messages.addNewAttach, { files: { [messages.messageRules.uploadField]: file } })).datumnew;

export const useContactSeller = () => useMutation({ mutationFn: contactSeller });
