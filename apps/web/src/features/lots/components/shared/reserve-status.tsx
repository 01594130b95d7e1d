import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';

/** "Reserve price is met / not met", shown when a reserve exists and bids stand (spec 2 §2). */
export function ReserveStatus({ met, testId = 'reserve-status' }: { met: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      data-testid={testId}
      data-met={met ? 'true' : 'false'}
      sx={{ color: met ? 'success.main' : 'warning.dark', fontWeight: 600 }}
    >
      {met ? t('reserve.met') : t('reserve.notMet')}
    </Typography>
  );
}
