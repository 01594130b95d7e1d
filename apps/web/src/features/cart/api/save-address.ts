import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cart, type BillingAddress } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { cartKeys } from './get-cart';

/** POST cart/saveAddress: the billing address; the unpaid invoices take it. */
export const saveAddress = (address: BillingAddress) => callApi(cart.saveAddress, { body: address });

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSuccess: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}
