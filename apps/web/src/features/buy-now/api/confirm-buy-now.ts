import { useMutation } from '@tanstack/react-query';
import { buyNow } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export interface BuyNowInput {
  lotId: number;
  /** The price the buyer saw (cents): the buy-now price, or the locked unit price. */
  price: number;
  qty: number;
  idempotencyKey: string;
}

/** POST product/buynowConfirm {id, buyprice, qty}: the outcome also arrives as `buynowAddtime`. */
export const confirmBuyNow = ({ lotId, price, qty, idempotencyKey }: BuyNowInput) =>
  callApi(buyNow.buyNowConfirm, { body: { id: lotId, buyprice: price, qty, idempotency_key: idempotencyKey } });

export const useConfirmBuyNow = () => useMutation({ mutationFn: confirmBuyNow });
