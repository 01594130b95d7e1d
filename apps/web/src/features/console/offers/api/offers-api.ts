import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offers } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export type OfferQueueState = (typeof offers.offerQueueStates)[number];
export type ConsoleOffer = offers.AdminOffer;

const keys = { all: ['console', 'offers'] as const };

/** The console's offer queue (a seller's own lots only: the server decides). */
export const useOfferQueue = (status: OfferQueueState, page: number, limit: number) =>
  useQuery({
    queryKey: [...keys.all, status, page, limit],
    queryFn: ({ signal }) => callApi(offers.adminListOffers, { query: { status, page, sh_limit: limit } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** Accept, decline or counter; the queue (and the console's counters) refresh afterwards. */
export function useOfferAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; action: 'accept' | 'decline' } | { id: number; action: 'counter'; cents: number }) => {
      if (a.action === 'counter') return callApi(offers.adminCounterOffer, { params: { id: a.id }, body: { counter_amount: a.cents } });
      return callApi(a.action === 'accept' ? offers.adminAcceptOffer : offers.adminDeclineOffer, { params: { id: a.id } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}
