import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cart } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { cartKeys } from './get-cart';

/** POST cart/checkAppointments {invoice_ids}: free pickup slots; with `appointment` it books one. */
export const checkAppointments = (invoiceIds: number[], appointment?: string) =>
  callApi(cart.checkAppointments, { body: { invoice_ids: invoiceIds, appointment } });

export const usePickupSlots = (invoiceIds: number[]) =>
  useQuery({
    queryKey: [...cartKeys.all, 'slots', ...invoiceIds] as const,
    queryFn: async () => (await checkAppointments(invoiceIds)).data,
    enabled: invoiceIds.length > 0,
  });

export function useBookPickup(invoiceIds: number[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (appointment: string) => checkAppointments(invoiceIds, appointment),
    onSuccess: () => qc.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
