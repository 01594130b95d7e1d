import Box from '@mui/material/Box';
import { numberFormat } from '../../lib/number-format';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * Money for display, from integer cents (the wire's unit), in the lot's currency
 * and the interface language. Whole amounts drop the cents ("$1,250"), others
 * show two decimals ("$1,250.50"). Formatting happens here, at the edge only.
 */
export function formatMoney(cents: number, currency = 'USD', locale = 'en'): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    // An unknown currency code: show it as a plain number with the code.
    format = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  }
  return format.format(cents / 100);
}

/** `formatMoney` bound to the current interface language. */
export function useFormatMoney(): (cents: number, currency?: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return (cents, currency = 'USD') => formatMoney(cents, currency, locale);
}

/** An amount in cents, formatted in the lot's currency and the interface language. */
export function MoneyText({ cents, currency = 'USD', testId }: { cents: number; currency?: string; testId?: string }) {
  const format = useFormatMoney();
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {format(cents, currency)}
    </Box>
  );
}
