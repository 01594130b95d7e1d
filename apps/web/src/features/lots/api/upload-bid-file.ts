import { useMutation } from '@tanstack/react-query';
import { bidding } from '@gavel/contract';
import { uploadFile } from '../../../lib/api-client';

/** POST upload-bid-csv (multipart: bid_csv, project_id): the amount read from the file, in cents. */
export function uploadBidFile(input: { projectId: number; file: File }) {
  return uploadFile(bidding.uploadBidCsv, 'bid_csv', input.file, { body: { project_id: input.projectId } });
}

export const useUploadBidFile = () => useMutation({ mutationFn: uploadBidFile });
