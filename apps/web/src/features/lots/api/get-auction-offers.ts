import { useQuery } from '@tanstack/react-query';
import { offers, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type LotOffers = ResponseOf<typeof offers.getAuctionOffers>['data'];

export const offerKeys = {
  lot: (lotId: number) => ['lots', 'offers', lotId] as const,
};

/** POST getAuctionOffers {pid}: the buyer's own offers on the lot, with their state and expiry. */
export const getAuctionOffers = async (lotId: number): Promise<LotOffers> =>
  (await callApi(offers.getAuctionOffers, { body: { pid: lotId } })).data;

export const useAuctionOffers = (lotId: number, enabled = true) =>
  useQuery({ queryKey: offerKeys.lot(lotId), queryFn: () => getAuctionOffers(lotId), enabled: enabled && lotId > 0 });
