import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { convertCents, suggestedStartingPrice } from '@gavel/contract';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { useRates } from '../../../../lib/display-currency';
import { useSoldPriceHistory } from '../api/sold-price-history';

const idOf = (v: string) => (/^\d+$/.test(v) ? Number(v) : null);

/**
 * The lot editor's suggested starting price (issue 42 §4): the lot page's sold-price history for
 * the category and condition (and model) being edited — its median per unit, in the lot's currency
 * through the site's rates, × the quantity (the money core's `suggestedStartingPrice`), with a
 * button that puts it in the price field. Nothing without a history.
 */
export function SuggestedPrice(props: {
  categoryId: string;
  conditionId: string;
  model: string;
  qty: string;
  currency: string;
  disabled: boolean;
  onUse: (cents: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const rates = useRates();
  const model = useDeferredValue(props.model.trim());
  const { data } = useSoldPriceHistory(idOf(props.categoryId), idOf(props.conditionId), model);
  if (!data || data.median === null || idOf(props.categoryId) === null || idOf(props.conditionId) === null) return null;
  const median = convertCents(data.median, data.currency, props.currency, rates);
  const qty = Number(props.qty);
  const price = suggestedStartingPrice(median, qty, props.currency);
  if (median === null || price === null) return null;
  return (
    <Alert
      severity="info"
      data-testid="lot-suggested-price"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={props.disabled}
          onClick={() => props.onUse(price)}
          data-testid="lot-use-suggested-price"
        >
          {t('soldPrices.useSuggested')}
        </Button>
      }
    >
      {t('soldPrices.suggested', {
        price: format(price, props.currency),
        median: format(median, props.currency),
        qty,
        count: data.count,
        days: data.days,
      })}
    </Alert>
  );
}
