import { useTranslation } from '../../lib/i18n/use-translation';
import { clockText, splitDuration } from '../ui/countdown';
import { useServerNow } from '../../lib/realtime/server-clock';

interface LotCountdownLineProps {
  dateAdded: string;
  dateClosed: string;
  /** Sold or closed: the ended phrase whatever the clock says. */
  over: boolean;
  testId?: string;
}

/**
 * A card's countdown (spec 2 §4 "Countdown"): Starts In before date_added,
 * Ends In until date_closed (days when above 0), then the auction-ended phrase.
 * On the server's clock, so every viewer's card agrees. The text of `Countdown` in plain
 * elements styled by the card (`lot-card.tsx`): every card's line renders again each second,
 * in one synchronous render of the whole page's cards.
 */
export function LotCountdownLine({ dateAdded, dateClosed, over, testId = 'lot-card-countdown' }: LotCountdownLineProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const start = Date.parse(dateAdded);
  const upcoming = !over && now < start;
  const remaining = (over ? now : upcoming ? start : Date.parse(dateClosed)) - now;
  const ended = remaining <= 0;
  return (
    <p className="lot-card-countdown" data-testid={testId} data-ended={ended ? 'true' : 'false'}>
      {ended ? (
        t('countdown.ended')
      ) : (
        <>
          <span className="countdown-label">{upcoming ? t('countdown.startsIn') : t('countdown.endsIn')}</span>
          <span className="countdown-time">{clockText(splitDuration(remaining), (days) => t('countdown.days', { count: days }))}</span>
        </>
      )}
    </p>
  );
}
