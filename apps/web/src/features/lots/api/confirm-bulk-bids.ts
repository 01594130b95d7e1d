import { useMutation } from '@tanstack/react-query';
import { bidding, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type BulkResult = ResponseOf<typeof bidding.bulkBidConfirm>['data']['results'][number];

/** POST product/bulkBidConfirm: one bid per confirmed row (amounts in cents). */
export const confirmBulkBids = (input: { project_id: number; rows: { id: number; wsprice: number }[] }) =>
  callApi(bidding.bulkBidConfirm, { body: input });

export const useConfirmBulkBids = () => useMutation({ mutationFn: confirmBulkBids });
