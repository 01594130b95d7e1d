import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface StepProps {
  values: Record<string, unknown>;
  serverErrors?: Record<string, string>;
  onNext(values: Record<string, unknown>): void;
  /** Absent on the first step. */
  onBack?: (values: Record<string, unknown>) => void;
}

/** Back (above step 0) and next / finish. */
export function StepActions({ onBack, isLast, busy }: { onBack?: () => void; isLast: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      {onBack ? (
        <Button variant="outlined" onClick={onBack} data-testid="reg-back">
          {t('access.reg.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" disabled={busy} data-testid="reg-next">
        {isLast ? t('access.reg.finish') : t('access.reg.next')}
      </Button>
    </Box>
  );
}
