import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cartChargeOf, type Invoice, type Payment } from '@gavel/contract';
import { LabelValueRow } from '../../../components/ui/label-value-row';
import { useFormatMoney } from '../../../components/ui/money-text';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useAuthorizePayment, useCheckout, type CardInput, type PaymentMethod } from '../api/pay';
import { CardForm } from './card-form';
import { WireInstructions } from './wire-instructions';

interface PaymentPanelProps {
  invoices: Invoice[];
  methods: PaymentMethod[];
  cardFeePercent: number;
  /** Checkout needs a saved billing address. */
  ready: boolean;
  onPaid: (payment: Payment) => void;
}

const errorText = (err: unknown, t: (k: string) => string) =>
  isApiError(err) && err.code !== 'INTERNAL' && err.code !== 'NETWORK' ? t(`errors.${err.code}`) : t('common.somethingWrong');

/**
 * Payment method wire or credit card (spec 2 §9: card adds 3 %), the totals,
 * then cart/checkout — wire: bank instructions and reference; card: the card
 * form → payment/authorize, and the invoices turn paid.
 */
export function PaymentPanel({ invoices, methods, cardFeePercent, ready, onPaid }: PaymentPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const format = useFormatMoney();
  const currency = invoices[0]?.currency ?? 'USD';
  const money = (cents: number) => format(cents, currency);
  const [method, setMethod] = useState<PaymentMethod>(methods.includes('card') ? 'card' : 'wire');
  const [payment, setPayment] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const checkout = useCheckout();
  const authorize = useAuthorizePayment();
  const ids = invoices.map((i) => i.id);

  // Before checkout: per invoice amount + shipping, and 3 % of that when paying by card (the money core,
  // as the API computes it). After: the payment's own figures. Checkout sends the total shown.
  const charge = cartChargeOf(
    invoices.map((i) => ({ amount: i.amount, shippingFee: i.shipping_fee })),
    method,
    cardFeePercent,
  );
  const due = charge.amount;
  const shown = payment && payment.payment_method === method ? payment : null;
  const fee = shown ? shown.card_fee : charge.cardFee;
  const total = shown ? shown.total : charge.total;

  const start = async (chosen: PaymentMethod): Promise<Payment> => {
    if (shown && shown.payment_method === chosen && shown.status === 'pending') return shown;
    const seen = cartChargeOf(
      invoices.map((i) => ({ amount: i.amount, shippingFee: i.shipping_fee })),
      chosen,
      cardFeePercent,
    ).total;
    const r = await checkout.mutateAsync({ invoiceIds: ids, method: chosen, expectedTotal: seen });
    setPayment(r.data.payment);
    return r.data.payment;
  };

  const payByWire = async () => {
    setProblem(null);
    try {
      await start('wire');
    } catch (err) {
      setProblem(errorText(err, t));
    }
  };

  const payByCard = async (card: Omit<CardInput, 'paymentId'>) => {
    setProblem(null);
    try {
      const p = await start('card');
      const r = await authorize.mutateAsync({ ...card, paymentId: p.payment_id });
      setPayment(r.data.payment);
      toast.success(t('cart.paid'));
      await qc.invalidateQueries({ queryKey: ['orders'] });
      onPaid(r.data.payment);
    } catch (err) {
      setProblem(errorText(err, t));
    }
  };

  const busy = checkout.isPending || authorize.isPending;
  return (
    <Stack spacing={2} data-testid="payment-panel">
      <FormControl>
        <FormLabel id="payment-method-label">{t('cart.method.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payment-method-label"
          value={method}
          onChange={(e) => {
            setMethod(e.target.value === 'wire' ? 'wire' : 'card');
            setProblem(null);
          }}
        >
          {methods.includes('card') && (
            <FormControlLabel value="card" control={<Radio />} label={t('cart.method.card')} disabled={busy} data-testid="method-card" />
          )}
          {methods.includes('wire') && (
            <FormControlLabel value="wire" control={<Radio />} label={t('cart.method.wire')} disabled={busy} data-testid="method-wire" />
          )}
        </RadioGroup>
      </FormControl>

      <Stack spacing={1} data-testid="cart-totals">
        {invoices.map((i, n) => (
          <LabelValueRow key={i.id} label={i.common_invoice} testId={`cart-charge-${i.id}`}>
            {money(charge.lines[n]!.total)}
          </LabelValueRow>
        ))}
        <Divider />
        <LabelValueRow label={t('cart.subtotal')} testId="cart-subtotal">
          {money(due)}
        </LabelValueRow>
        {method === 'card' && (
          <LabelValueRow label={t('cart.cardFee', { percent: cardFeePercent })} testId="cart-card-fee">
            {money(fee)}
          </LabelValueRow>
        )}
        <Divider />
        <LabelValueRow label={t('tx.total')} testId="cart-total" strong>
          {money(total)}
        </LabelValueRow>
      </Stack>

      {!ready && <Alert severity="warning">{t('errors.BILLING_ADDRESS_REQUIRED')}</Alert>}
      {problem && (
        <Alert severity="error" role="alert" data-testid="payment-error">
          {problem}
        </Alert>
      )}

      {method === 'card' ? (
        ready && <CardForm payLabel={t('cart.payAmount', { amount: money(total) })} busy={busy} onPay={(c) => void payByCard(c)} />
      ) : shown ? (
        <WireInstructions payment={shown} total={money(shown.total)} />
      ) : (
        <Box>
          <Button variant="contained" size="large" disabled={!ready || busy} onClick={() => void payByWire()} data-testid="wire-checkout">
            {t('cart.payByWire')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
