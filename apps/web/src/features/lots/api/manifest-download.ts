import { useMutation } from '@tanstack/react-query';
import { lots } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** GET download-csvdata/:id: where the full manifest is (the call counts the download). */
export const getManifestDownload = (id: number) => callApi(lots.manifestDownload, { params: { id } });

export const useManifestDownload = () => useMutation({ mutationFn: getManifestDownload });
