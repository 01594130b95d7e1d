import { useMutation } from '@tanstack/react-query';
import { bidding, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST upload-bid-csv (multipart: bid_csv, project_id): the amount read from the file, in cents. */
export function uploadBidFile(input: { projectId: number; file: File }) {
  // The file travels as the multipart field bid_csv next to the schema's text fields.
  const body = { project_id: input.projectId, bid_csv: input.file } as BodyOf<typeof bidding.uploadBidCsv>;
  return callApi(bidding.uploadBidCsv, { body });
}

export const useUploadBidFile = () => useMutation({ mutationFn: uploadBidFile });
