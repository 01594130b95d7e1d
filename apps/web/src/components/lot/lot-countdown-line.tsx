import { useTranslation } from '../../lib/i18n/use-translation';
import { Countdown } from '../ui/countdown';
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
 * On the server's clock, so every viewer's card agrees.
 */
export function LotCountdownLine({ dateAdded, dateClosed, over, testId = 'lot-card-countdown' }: LotCountdownLineProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const start = Date.parse(dateAdded);
  const upcoming = !over && now < start;
  return (
    <Countdown
      target={over ? now : upcoming ? start : Date.parse(dateClosed)}
      now={now}
      label={upcoming ? t('countdown.startsIn') : t('countdown.endsIn')}
      endedText={t('countdown.ended')}
      formatDays={(days) => t('countdown.days', { count: days })}
      testId={testId}
      variant="body2"
    />
  );
}
