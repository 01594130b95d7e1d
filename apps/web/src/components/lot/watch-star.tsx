import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../../lib/i18n/use-translation';
import { StarBorderIcon, StarIcon } from '../ui/icons';
import { useWatchToggle } from './use-watch-toggle';

/** The watch-list star of a lot card (buyers only, spec 1 §2). */
export function WatchStar({ lotId, watched, onChanged }: { lotId: number; watched: boolean; onChanged?: (watched: boolean) => void }) {
  const { t } = useTranslation();
  const star = useWatchToggle(lotId, watched, onChanged);
  const label = star.watched ? t('watchlist.remove') : t('watchlist.add');
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={star.toggle}
        disabled={star.pending}
        aria-label={label}
        aria-pressed={star.watched}
        data-testid="lot-card-watch"
        data-watched={star.watched ? 'true' : 'false'}
        size="small"
        sx={{ color: star.watched ? 'secondary.dark' : 'text.secondary', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
      >
        {star.watched ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
