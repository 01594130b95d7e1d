import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { watchlist } from '@gavel/contract';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/api-error';
import { useToast } from '../ui/toast-context';

/**
 * The watch star's state: optimistic while the call runs, then the server's
 * (the socket's watchlist event or the page's next answer updates `watched`).
 */
export function useWatchToggle(lotId: number, watched: boolean, onChanged?: (watched: boolean) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  useEffect(() => setOptimistic(null), [watched]);
  const mutation = useMutation({
    mutationFn: (next: boolean) =>
      callApi(next ? watchlist.addToWatchlist : watchlist.removeFromWatchlist, { params: { project_id: lotId } }),
  });
  const shown = optimistic ?? watched;
  const toggle = () => {
    const next = !shown;
    setOptimistic(next);
    mutation.mutate(next, {
      onSuccess: () => {
        toast.success(next ? t('watchlist.added') : t('watchlist.removed'));
        onChanged?.(next);
      },
      onError: (err) => {
        setOptimistic(null);
        toast.error(errorText(t, err));
      },
    });
  };
  return { watched: shown, toggle, pending: mutation.isPending };
}
