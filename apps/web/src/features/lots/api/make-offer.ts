import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offers } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { offerKeys } from './get-auction-offers';

/** POST makeOffer {pid, offer_amount} (cents in code, currency units on the wire). */
export const makeOffer = (lotId: number, amount: number) => callApi(offers.makeOffer, { body: { pid: lotId, offer_amount: amount } });

export function useMakeOffer(lotId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => makeOffer(lotId, amount),
    onSuccess: () => qc.invalidateQueries({ queryKey: offerKeys.lot(lotId) }),
  });
}
