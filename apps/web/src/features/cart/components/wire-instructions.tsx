import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Payment } from '@gavel/contract';
import { LabelValueRow } from '../../../components/ui/label-value-row';

/** Bank instructions and the reference to quote, after a wire checkout. */
export function WireInstructions({ payment, total }: { payment: Payment; total: string }) {
  const { t } = useTranslation();
  const w = payment.wire;
  return (
    <Box data-testid="wire-instructions" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="info">{t('cart.wireIntro', { amount: total })}</Alert>
      {w && (
        <>
          <LabelValueRow label={t('cart.wire.bank')}>{w.bank_name}</LabelValueRow>
          <LabelValueRow label={t('cart.wire.account')}>{w.account_name}</LabelValueRow>
          <LabelValueRow label={t('cart.wire.iban')}>{w.iban}</LabelValueRow>
          <LabelValueRow label={t('cart.wire.swift')}>{w.swift}</LabelValueRow>
        </>
      )}
      <LabelValueRow label={t('cart.wire.reference')} testId="wire-reference">
        {w?.reference ?? payment.reference}
      </LabelValueRow>
      <Typography variant="body2" color="text.secondary">
        {t('cart.wireNote')}
      </Typography>
    </Box>
  );
}
