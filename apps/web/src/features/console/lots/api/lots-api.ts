import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, buyNow, consoleLots, type BodyOf, type ConsoleLot, type ConsoleLotFilter } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

/** Query keys of the console's lots. Buyer views of a lot (`['lot', ...]`, search) are refreshed too after a change. */
export const lotKeys = {
  all: ['console', 'lots'] as const,
  list: (f: ConsoleLotFilter) => [...lotKeys.all, 'list', f] as const,
  lot: (id: number) => [...lotKeys.all, 'lot', id] as const,
  sellers: () => [...lotKeys.all, 'sellers'] as const,
};

export const useConsoleLots = (filter: ConsoleLotFilter) =>
  useQuery({
    queryKey: lotKeys.list(filter),
    queryFn: ({ signal }) => callApi(consoleLots.listLots, { query: filter }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useConsoleLot = (id: number | null) =>
  useQuery({
    queryKey: lotKeys.lot(id ?? 0),
    queryFn: ({ signal }) => callApi(consoleLots.getLot, { params: { id: id! } }, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
    staleTime: 0,
  });

/** Seller accounts (staff only: the editor's seller choice). */
export const useLotSellers = (enabled: boolean) =>
  useQuery({
    queryKey: lotKeys.sellers(),
    queryFn: ({ signal }) => callApi(consoleLots.listSellers, {}, { signal }),
    select: (r) => r.data,
    enabled,
    staleTime: 5 * 60_000,
  });

export type LotFieldsInput = BodyOf<typeof consoleLots.updateLot>;
export type CreateLotInput = BodyOf<typeof admin.createLot>;

/** Every change to one lot; each answers the lot as it now is and refreshes the lists. */
export function useLotMutations(id: number | null) {
  const qc = useQueryClient();
  const settle = (lot?: ConsoleLot) => {
    if (lot) qc.setQueryData(lotKeys.lot(lot.id), { status: 'success' as const, data: lot });
    return Promise.all([qc.invalidateQueries({ queryKey: [...lotKeys.all, 'list'] }), qc.invalidateQueries({ queryKey: ['lot'] }), qc.invalidateQueries({ queryKey: ['search'] })]);
  };
  const lotId = () => {
    if (id === null) throw new Error('no lot');
    return id;
  };
  const useWithLot = <T,>(fn: (id: number, input: T) => Promise<{ data: ConsoleLot }>) =>
    useMutation({ mutationFn: async (input: T) => (await fn(lotId(), input)).data, onSuccess: (lot) => settle(lot) });
  return {
    create: useMutation({
      mutationFn: async (body: CreateLotInput) => (await callApi(admin.createLot, { body })).data.id,
      onSuccess: () => settle(),
    }),
    update: useWithLot((lot, body: LotFieldsInput) => callApi(consoleLots.updateLot, { params: { id: lot }, body })),
    schedule: useWithLot((lot, dateAdded: string) => callApi(consoleLots.scheduleLot, { params: { id: lot }, body: { date_added: dateAdded } })),
    publish: useWithLot((lot, _: void) => callApi(consoleLots.publishLot, { params: { id: lot } })),
    withdraw: useWithLot((lot, reason: string) => callApi(consoleLots.withdrawLot, { params: { id: lot }, body: { reason } })),
    relist: useWithLot((lot, body: { date_added?: string; date_closed: string }) => callApi(consoleLots.relistLot, { params: { id: lot }, body })),
    upload: useWithLot((lot, files: File[]) => callApi(consoleLots.uploadLotImages, { params: { id: lot }, files: { image: files } })),
    reorder: useWithLot((lot, ids: number[]) => callApi(consoleLots.reorderLotImages, { params: { id: lot }, body: { ids } })),
    removeImage: useWithLot((lot, imageId: number) => callApi(consoleLots.deleteLotImage, { params: { id: lot, imageId } })),
    /** Staff: the existing operator calls (they emit `realtimeupdate` / `drop_price` to open lot pages). */
    changeClosingTime: useMutation({
      mutationFn: (dateClosed: string) => callApi(buyNow.adminChangeClosingTime, { params: { id: lotId() }, body: { date_closed: dateClosed } }),
      onSuccess: () => qc.invalidateQueries({ queryKey: lotKeys.lot(lotId()) }).then(() => settle()),
    }),
    dropPrice: useMutation({
      mutationFn: (body: { sprice?: number; bprice?: number }) => callApi(buyNow.adminDropPrice, { params: { id: lotId() }, body }),
      onSuccess: () => qc.invalidateQueries({ queryKey: lotKeys.lot(lotId()) }).then(() => settle()),
    }),
  };
}
