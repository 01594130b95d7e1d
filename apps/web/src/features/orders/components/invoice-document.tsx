import { forwardRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Invoice } from '@gavel/contract';
import { LabelValueRow } from '../../../components/ui/label-value-row';
import { useFormatMoney } from '../../../components/ui/money-text';
import { formatDay, useTimeZoneMode } from '../../../lib/dates';
import { invoiceState, stateDate } from '../lib/invoice-state';
import { invoiceLines } from '../lib/invoice-view';
import { InvoiceStateChip } from './invoice-state-chip';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The invoice itself (spec 2 §3 "Invoice/order"): number, dates, buyer and
 * company, billing address, lines, amount, shipping fee, card fee, total and
 * state. The PDF draws the same words (lib/invoice-view.ts, lib/invoice-pdf.ts).
 */
export const InvoiceDocument = forwardRef<HTMLDivElement, { invoice: Invoice }>(function InvoiceDocument({ invoice: i }, ref) {
  const { t } = useTranslation();
  const zone = useTimeZoneMode();
  const format = useFormatMoney();
  const money = (cents: number) => format(cents, i.currency);
  const state = invoiceState(i);
  const when = stateDate(i);
  const lines = invoiceLines(i, t);

  return (
    <Box
      ref={ref}
      data-testid="invoice-document"
      sx={{ bgcolor: 'background.paper', p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('invoice.heading')}
          </Typography>
          <Typography variant="h5" component="h2" data-testid="invoice-number" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {i.common_invoice}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <InvoiceStateChip state={state} />
          {when && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="invoice-state-date">
              {t(`invoice.stateDate.${state}`, { date: formatDay(when, zone) })}
            </Typography>
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 3 }}>
        <Block title={t('invoice.dates')} testId="invoice-dates">
          <Typography variant="body2">{t('invoice.issued', { date: formatDay(i.inv_createddate, zone) })}</Typography>
          <Typography variant="body2">{t('invoice.due', { date: formatDay(i.due_date, zone) })}</Typography>
          {i.inv_paiddate && <Typography variant="body2">{t('invoice.paidOn', { date: formatDay(i.inv_paiddate, zone) })}</Typography>}
        </Block>
        <Block title={t('invoice.buyer')} testId="invoice-buyer">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {`${i.repfirstname} ${i.replastname}`.trim()}
          </Typography>
          <Typography variant="body2">{i.companyname}</Typography>
        </Block>
        <Block title={t('invoice.billingAddress')} testId="invoice-address">
          {i.address1 ? (
            <>
              <Typography variant="body2">{i.address1}</Typography>
              <Typography variant="body2">{[i.city, [i.state, i.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Typography>
              <Typography variant="body2">{i.country}</Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('invoice.noAddress')}
            </Typography>
          )}
        </Block>
      </Box>

      <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label={t('invoice.lines')}>
        <Table size="small" aria-label={t('invoice.lines')} data-testid="invoice-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('invoice.item')}</TableCell>
              <TableCell align="right">{t('invoice.qty')}</TableCell>
              <TableCell align="right">{t('invoice.unitPrice')}</TableCell>
              <TableCell align="right">{t('tx.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.key} data-testid="invoice-line">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {l.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {l.ref}
                  </Typography>
                </TableCell>
                <TableCell align="right">{l.qty}</TableCell>
                <TableCell align="right">{l.unit === null ? '—' : money(l.unit)}</TableCell>
                <TableCell align="right">{money(l.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Stack spacing={1} sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 } }} data-testid="invoice-totals">
        <LabelValueRow label={t('tx.amount')} testId="invoice-amount">
          {money(i.amount)}
        </LabelValueRow>
        <LabelValueRow label={t('tx.shippingFee')} testId="invoice-shipping">
          {i.buyership === 0 ? money(i.shipping_fee) : t('tx.buyerShips')}
        </LabelValueRow>
        {i.card_fee > 0 && (
          <LabelValueRow label={t('tx.cardFee')} testId="invoice-card-fee">
            {money(i.card_fee)}
          </LabelValueRow>
        )}
        <Divider />
        <LabelValueRow label={t('tx.total')} testId="invoice-total" strong>
          {money(i.total)}
        </LabelValueRow>
      </Stack>

      <Box sx={{ mt: 3 }} data-testid="invoice-payment">
        {i.payment_method && (
          <Typography variant="body2">
            {i.payment_method === 'card' && i.card_last4
              ? t('invoice.paidByCard', { brand: i.card_brand ?? '', last4: i.card_last4 })
              : t(`cart.method.${i.payment_method}`)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('invoice.reference', { reference: i.payment_reference })}
        </Typography>
      </Box>
    </Box>
  );
});
