import { useMutation } from '@tanstack/react-query';
import { messages } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST messages/addnewattach/1 (form file ig_messages_upload): answers the stored name. */
export const uploadAttachment = async (file: File) =>
  (await callApi(messages.addNewAttach, { files: { [messages.messageRules.uploadField]: file } })).datumnew;

export const useUploadAttachment = () => useMutation({ mutationFn: uploadAttachment });
