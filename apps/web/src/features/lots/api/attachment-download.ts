import { useMutation } from '@tanstack/react-query';
import { lots } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST downloadupdate: counts a download of an attachment and answers its path. */
export const getAttachmentDownload = (input: { projectid: number; attachment_id: number }) =>
  callApi(lots.attachmentDownload, { body: input });

export const useAttachmentDownload = () => useMutation({ mutationFn: getAttachmentDownload });
