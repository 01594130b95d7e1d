import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { lotKeys } from '../../api/keys';
import { useSetWatched } from '../../api/watchlist';
import { updateLotView } from '../../hooks/use-lot-live-updates';
import { StarBorderIcon, StarIcon } from './icons';

/** The watch-list star (buyers only). The socket's watchlist event confirms it on every tab. */
export function WatchlistToggle({ lotId, watched }: { lotId: number; watched: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const mutation = useSetWatched();
  const label = watched ? t('watchlist.remove') : t('watchlist.add');

  const toggle = async () => {
    const next = !watched;
    const set = (on: boolean) => updateLotView(qc, lotId, (v) => ({ ...v, project: { ...v.project, watchlistid: on ? 1 : 0 } }));
    // A lot view already on its way was read before this click: cancel it, or
    // its answer lands after the optimistic star and puts the old one back.
    await qc.cancelQueries({ queryKey: lotKeys.view(lotId) });
    set(next);
    mutation.mutate(
      { lotId, watched: next },
      {
        onSuccess: () => toast.success(next ? t('watchlist.added') : t('watchlist.removed')),
        onError: (err) => {
          set(!next);
          toast.error(errorText(t, err));
        },
        // The server's answer is the truth: read the view again once it is known.
        onSettled: () => void qc.invalidateQueries({ queryKey: lotKeys.view(lotId) }),
      },
    );
  };

  return (
    <Tooltip title={label}>
      <IconButton
        onClick={() => void toggle()}
        disabled={mutation.isPending}
        aria-label={label}
        aria-pressed={watched}
        data-testid="watchlist-toggle"
        data-watched={watched ? 'true' : 'false'}
        sx={{ color: watched ? 'secondary.main' : 'text.secondary' }}
      >
        {watched ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
