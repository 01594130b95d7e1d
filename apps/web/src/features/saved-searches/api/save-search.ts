import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from './saved-searches';

/** POST saved-searches/save {name, filters, email_alert}. */
export const saveSearch = (body: BodyOf<typeof notifications.saveSearch>) => callApi(notifications.saveSearch, { body });

export const useSaveSearch = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSearch, onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }) });
};
