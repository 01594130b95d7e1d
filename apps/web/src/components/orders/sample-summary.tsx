import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { InvoiceSample } from '@gavel/contract';
import { LabelValueRow } from '../ui/label-value-row';
import { useFormatMoney } from '../ui/money-text';

interface SampleSummaryProps {
  sample: InvoiceSample;
  /** Extra rows under the price (the price-lock quantity picker). */
  quantity?: ReactNode;
  /** Price label: "Buy now price", "Counter offer", ... */
  priceLabel: string;
}

/**
 * What a purchase would put on the invoice (buy-now and counter-offer
 * confirmations): the lot, its price, quantity, shipping fee when the seller
 * ships, the buyer's total, and the card fee if they later pay by card.
 */
export function SampleSummary({ sample: s, quantity, priceLabel }: SampleSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const money = (cents: number) => format(cents, s.currency);
  const sellerShips = s.buyership === 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="sample-summary">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        {s.avatar && (
          <Box
            component="img"
            src={s.avatar}
            alt=""
            sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t('lot.number', { id: s.project_id })}
          </Typography>
          <Typography variant="h6" component="h2" data-testid="sample-title" sx={{ overflowWrap: 'anywhere' }}>
            {s.title}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={1.25}>
        <LabelValueRow label={priceLabel} testId="sample-price">
          {money(s.bprice)}
        </LabelValueRow>
        {quantity}
        {!quantity && (
          <LabelValueRow label={t('lot.quantity')} testId="sample-qty">
            {s.qty}
          </LabelValueRow>
        )}
        <LabelValueRow label={t('tx.amount')} testId="sample-amount">
          {money(s.amount)}
        </LabelValueRow>
        <LabelValueRow label={t('tx.shippingFee')} testId="sample-shipping">
          {sellerShips ? money(s.shipping_fee) : t('tx.buyerShips')}
        </LabelValueRow>
        <Divider />
        <LabelValueRow label={t('tx.total')} testId="sample-total" strong>
          {money(s.total)}
        </LabelValueRow>
        <Typography variant="body2" color="text.secondary" data-testid="sample-card-fee">
          {t('tx.cardFeeNote', { percent: s.card_fee_percent, amount: money(s.card_fee_if_card) })}
        </Typography>
      </Stack>
    </Paper>
  );
}
