import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Payment } from '@gavel/contract';
import { Loading } from '../../../components/ui/loading';
import { useFormatMoney } from '../../../components/ui/money-text';
import { PageContainer } from '../../../components/ui/page-container';
import { TwoColumn } from '../../../components/ui/two-column';
import { useToast } from '../../../components/ui/toast-context';
import { formatDay, useTimeZoneMode } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links, paths } from '../../../paths';
import { useCart } from '../api/get-cart';
import { BillingAddressSection } from './billing-address-form';
import { PaymentPanel } from './payment-panel';
import { PickupAppointment } from './pickup-appointment';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = `${testId}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /cart (spec 2 §2): the buyer's unpaid invoices, billing address, a pickup
 * appointment when the buyer arranges shipping, and payment by wire or credit
 * card (3 % fee). Paying turns the invoices paid.
 */
export function CartScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const zone = useTimeZoneMode();
  const format = useFormatMoney();
  const query = useCart();
  // Nothing is selected at first: a buyer pays what they tick.
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [paid, setPaid] = useState<Payment | null>(null);
  useDocumentTitle(t('page.cart'));

  useEffect(() => {
    if (!query.isError) return;
    toast.error(t('common.somethingWrong'));
    void navigate(paths.search, { replace: true });
  }, [query.isError, toast, t, navigate]);

  const data = query.data;
  const selected = useMemo(() => (data?.records ?? []).filter((i) => chosen.has(i.id)), [data, chosen]);
  if (!data) return <Loading minHeight="50vh" />;

  const pickupIds = selected.filter((i) => i.buyership !== 0).map((i) => i.id);
  const booked = selected.find((i) => i.buyership !== 0 && i.appointment)?.appointment ?? null;
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PageContainer title={t('page.cart')} testId="cart-page">
      {paid && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="cart-paid">
          {t('cart.paidSummary', { count: paid.invoice_ids.length })}{' '}
          {paid.invoice_ids.map((id) => (
            <Link key={id} component={RouterLink} to={links.invoice(id)} sx={{ mr: 1 }} data-testid={`cart-paid-invoice-${id}`}>
              {t('invoice.viewNumber', { id })}
            </Link>
          ))}
        </Alert>
      )}
      {data.records.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="cart-empty">
          <Typography>{t('cart.empty')}</Typography>
          <Button component={RouterLink} to={links.dashboard('won')} sx={{ mt: 1, ml: -1 }}>
            {t('cart.toDashboard')}
          </Button>
        </Paper>
      ) : (
        <TwoColumn>
          {/* minmax(0, 1fr): a long title wraps inside the column instead of widening it (and the page) past a phone's width. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
            <Section title={t('cart.invoices')} testId="cart-invoices">
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
                {data.records.map((i) => (
                  <Box
                    component="li"
                    key={i.id}
                    data-testid={`cart-invoice-${i.id}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
                  >
                    <Checkbox
                      checked={chosen.has(i.id)}
                      onChange={() => toggle(i.id)}
                      slotProps={{ input: { 'aria-label': t('cart.select', { number: i.common_invoice }) } }}
                      data-testid={`cart-select-${i.id}`}
                    />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link component={RouterLink} to={links.invoice(i.id)} sx={{ fontWeight: 700 }}>
                        {i.common_invoice}
                      </Link>
                      {/* The whole title, wrapped: a buyer tells invoices apart by it. */}
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`cart-invoice-title-${i.id}`}>
                        {i.title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t('invoice.due', { date: formatDay(i.due_date, zone) })}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{format(i.amount + i.shipping_fee, i.currency)}</Typography>
                  </Box>
                ))}
              </Box>
            </Section>
            <Section title={t('cart.billing')} testId="cart-billing">
              <BillingAddressSection billing={data.billing} />
            </Section>
            {pickupIds.length > 0 && (
              <Section title={t('cart.pickup')} testId="cart-pickup">
                <PickupAppointment invoiceIds={pickupIds} booked={booked} />
              </Section>
            )}
          </Box>
          <Section title={t('cart.payment')} testId="cart-payment">
            {selected.length === 0 ? (
              <Typography>{t('cart.selectSome')}</Typography>
            ) : (
              <PaymentPanel
                key={selected.map((i) => i.id).join(',')}
                invoices={selected}
                methods={data.payment_methods}
                cardFeePercent={data.card_fee_percent}
                ready={data.billing !== null}
                onPaid={(p) => {
                  setPaid(p);
                  void query.refetch();
                }}
              />
            )}
          </Section>
        </TwoColumn>
      )}
    </PageContainer>
  );
}
