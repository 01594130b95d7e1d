import { useMutation } from '@tanstack/react-query';
import { offers } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST product/acceptCounterOffer {id, buyprice, oid}: buy at the counter amount (cents in code). */
export const acceptCounterOffer = ({ lotId, price, offerId }: { lotId: number; price: number; offerId: number }) =>
  callApi(offers.acceptCounterOffer, { body: { id: lotId, buyprice: price, oid: offerId } });

/** POST declineCounterOffer {oid}. */
export const declineCounterOffer = (offerId: number) => callApi(offers.declineCounterOffer, { body: { oid: offerId } });

export const useAcceptCounterOffer = () => useMutation({ mutationFn: acceptCounterOffer });
export const useDeclineCounterOffer = () => useMutation({ mutationFn: declineCounterOffer });
