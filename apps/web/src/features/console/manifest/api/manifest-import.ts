import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manifestImport } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export const manifestKeys = {
  lot: (id: number) => ['console', 'manifest', id] as const,
};

/** GET admin/lots/{id}/manifest: what an import into this lot would do (kind, current lines, bids). */
export const useManifestLot = (lotId: number) =>
  useQuery({
    queryKey: manifestKeys.lot(lotId),
    queryFn: async ({ signal }) => (await callApi(manifestImport.getManifestImport, { params: { id: lotId } }, { signal })).data,
    enabled: lotId > 0,
    retry: false,
  });

/** The operator's reading of each column (a field, 'extra' or 'ignore'); undefined: the server reads the headers itself. */
export type ColumnMapping = string[] | undefined;

/** POST admin/lots/{id}/manifest/preview (multipart: file, mapping): every row with its problems; nothing is saved. */
export const usePreviewManifest = (lotId: number) =>
  useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping?: ColumnMapping }) =>
      (
        await callApi(manifestImport.previewManifestImport, {
          params: { id: lotId },
          body: mapping ? { mapping: JSON.stringify(mapping) } : {},
          files: { file },
        })
      ).data,
  });

/** POST admin/lots/{id}/manifest/confirm: saves the previewed upload (re-read by the server) in one transaction. */
export const useConfirmManifest = (lotId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, mapping }: { token: string; mapping?: ColumnMapping }) =>
      (await callApi(manifestImport.confirmManifestImport, { params: { id: lotId }, body: mapping ? { token, mapping } : { token } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manifestKeys.lot(lotId) }),
  });
};
