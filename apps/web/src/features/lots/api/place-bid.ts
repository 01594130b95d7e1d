import { useMutation } from '@tanstack/react-query';
import { bidding, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type PlaceBidInput = BodyOf<typeof bidding.bidConfirm>;

/** POST product/bidConfirm: a lot (id) or a sub-lot (id = line item, master_id = lot). Amount in cents. */
export const placeBid = (body: PlaceBidInput) => callApi(bidding.bidConfirm, { body });

export const usePlaceBid = () => useMutation({ mutationFn: placeBid });
