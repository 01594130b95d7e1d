import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkSheetField, lotsBulk, type BodyOf } from '@gavel/contract';
import { callApi, uploadFile } from '../../../../lib/api-client';
import { lotKeys } from './lots-api';

const refreshLists = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: lotKeys.all }),
    qc.invalidateQueries({ queryKey: ['lot'] }),
    qc.invalidateQueries({ queryKey: ['search'] }),
  ]);

/** POST admin/lots/bulk/preview: each row of the sheet with its problems (nothing is created). */
export const useBulkPreview = () =>
  useMutation({ mutationFn: async (sheet: File) => (await uploadFile(lotsBulk.bulkPreview, bulkSheetField, sheet)).data });

/** POST admin/lots/bulk/confirm: every lot of the sheet, or none; answers the new lots' ids. */
export function useBulkConfirm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (sheet: File) => (await uploadFile(lotsBulk.bulkConfirm, bulkSheetField, sheet)).data.ids,
    onSuccess: () => refreshLists(qc),
  });
}

export type LotBulkActionInput = BodyOf<typeof lotsBulk.lotBulkAction>;

/** POST admin/lots/bulk/action: schedule, publish, withdraw or relist the selected lots; answers each lot's result. */
export function useLotBulkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LotBulkActionInput) => (await callApi(lotsBulk.lotBulkAction, { body })).data,
    onSuccess: () => refreshLists(qc),
  });
}
