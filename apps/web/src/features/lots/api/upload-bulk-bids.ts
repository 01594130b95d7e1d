import { useMutation } from '@tanstack/react-query';
import { bidding, type BodyOf, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type BulkRow = ResponseOf<typeof bidding.uploadBidCsvLineItem>['productBidArray'][number];

/** POST upload-bid-csv-lineitem (multipart: bid_csv, project_id, currency): the rows of the file. */
export function uploadBulkBids(input: { projectId: number; currency: string; file: File }) {
  const body = { project_id: input.projectId, currency: input.currency, bid_csv: input.file } as BodyOf<
    typeof bidding.uploadBidCsvLineItem
  >;
  return callApi(bidding.uploadBidCsvLineItem, { body });
}

export const useUploadBulkBids = () => useMutation({ mutationFn: uploadBulkBids });
