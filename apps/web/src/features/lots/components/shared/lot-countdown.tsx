import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Countdown } from '../../../../components/ui/countdown';
import { formatDateTime, useTimeZoneMode } from '../../../../lib/dates';
import { useServerNow } from '../../hooks/use-server-clock';

interface LotCountdownProps {
  dateAdded: string;
  dateClosed: string;
  /** The lot is no longer open (sold or closed), whatever the clock says. */
  over: boolean;
}

/** Starts In (before date_added) or Ends In, then the auction-ended phrase; with the closing date. */
export function LotCountdown({ dateAdded, dateClosed, over }: LotCountdownProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const mode = useTimeZoneMode();
  const start = Date.parse(dateAdded);
  const close = Date.parse(dateClosed);
  const upcoming = !over && now < start;
  return (
    <Box>
      <Countdown
        target={over ? now : upcoming ? start : close}
        now={now}
        label={upcoming ? t('countdown.startsIn') : t('countdown.endsIn')}
        endedText={t('countdown.ended')}
        formatDays={(days) => t('countdown.days', { count: days })}
        testId="countdown"
        variant="h6"
      />
      <Typography variant="body2" color="text.secondary">
        {upcoming ? t('countdown.startDate') : over || now >= close ? t('countdown.closedDate') : t('countdown.closeDate')}{' '}
        <Box
          component="time"
          dateTime={upcoming ? dateAdded : dateClosed}
          data-testid="close-date"
          data-close={dateClosed}
          sx={{ color: 'text.primary' }}
        >
          {formatDateTime(upcoming ? dateAdded : dateClosed, mode, true)}
        </Box>
      </Typography>
    </Box>
  );
}
