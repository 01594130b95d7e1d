import { useMutation } from '@tanstack/react-query';
import { bidding, type ResponseOf } from '@gavel/contract';
import { uploadFile } from '../../../lib/api-client';

export type BulkRow = ResponseOf<typeof bidding.uploadBidCsvLineItem>['productBidArray'][number];

/** POST upload-bid-csv-lineitem (multipart: bid_csv, project_id, currency): the rows of the file. */
export function uploadBulkBids(input: { projectId: number; currency: string; file: File }) {
  return uploadFile(bidding.uploadBidCsvLineItem, 'bid_csv', input.file, {
    body: { project_id: input.projectId, currency: input.currency },
  });
}

export const useUploadBulkBids = () => useMutation({ mutationFn: uploadBulkBids });
