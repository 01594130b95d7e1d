import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorKey, fieldErrorText, isApiError } from '../../../lib/api-error';

/**
 * The translated problem of each field of a failed call. The contract's schemas (checked in
 * the browser before sending, and again by the server) name problems with codes
 * (`TITLE_REQUIRED`, `BANDS_OVERLAP`, ...): `console.content.error.<CODE>`.
 */
export function useFieldErrors(error: unknown) {
  const { t } = useTranslation();
  const fields = isApiError(error) ? error.fields : {};
  // The console's own code (`TITLE_REQUIRED`), else the field's contract code (`fieldErrors.<CODE>`).
  const text = (field: string, code: string) =>
    t(`console.content.error.${code}`, { defaultValue: fieldErrorText(t, error, field) ?? t('console.content.error.INVALID') });
  return {
    /** The message of one field (exact path, e.g. `bands.1.from_amount`), if it has one. */
    of: (field: string): string | undefined => (fields[field] ? text(field, fields[field]) : undefined),
    /** A message for the whole form: the first field problem, or the error's own text. */
    summary: (): string | null => {
      if (!error) return null;
      const first = Object.entries(fields)[0];
      return first ? text(first[0], first[1]) : t(errorKey(error));
    },
  };
}
