import { useTranslation } from '../../../../lib/i18n/use-translation';
import { errorKey, fieldErrorText, isApiError } from '../../../../lib/api-error';

/** Problems the contract and the server name in plain words, as codes of `console.lots.error.<CODE>`. */
const byMessage: Record<string, string> = {
  'must be in the future': 'FUTURE',
  'must be before the close': 'BEFORE_CLOSE',
  'not a date': 'NOT_A_DATE',
  'a line-item auction needs line items': 'NEEDS_SUB_LOTS',
  'must be above zero': 'ABOVE_ZERO',
  required: 'REQUIRED',
};
const codes = new Set([
  'RESERVE_BELOW_START',
  'BUY_NOW_BELOW_START',
  'CURRENCY_CODE',
  'LOCKED_WHILE_OPEN',
  'USE_CLOSING_TIME',
  'LOCKED_AFTER_BIDS',
  'NOT_A_SELLER',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  'TOO_MANY_IMAGES',
  'ORDER_MISMATCH',
  'AMOUNT_INVALID',
  'AMOUNT_PRECISION',
]);

/** The translated problem of each field of a failed lot call, and one line for the whole form. */
export function useLotFieldErrors(error: unknown) {
  const { t } = useTranslation();
  const fields = isApiError(error) ? error.fields : {};
  // The console's own code, else the field's contract code (`fieldErrors.<CODE>`), else "invalid".
  const text = (field: string, raw: string) => {
    const code = codes.has(raw) ? raw : byMessage[raw];
    if (code) return t(`console.lots.error.${code}`);
    return isApiError(error) && error.fieldCodes[field] ? fieldErrorText(t, error, field)! : t('console.lots.error.INVALID');
  };
  return {
    of: (field: string): string | undefined => (fields[field] ? text(field, fields[field]) : undefined),
    summary: (): string | null => {
      if (!error) return null;
      const first = Object.entries(fields)[0];
      return first ? `${t(`console.lots.field.${first[0]}`, { defaultValue: first[0] })}: ${text(first[0], first[1])}` : t(errorKey(error));
    },
  };
}
