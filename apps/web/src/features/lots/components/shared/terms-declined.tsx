import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../../lib/i18n/use-translation';

/** In place of the bid controls after the buyer declined the terms. */
export function TermsDeclined({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      data-testid="terms-declined"
      action={
        <Button color="inherit" size="small" onClick={onReview} data-testid="terms-review">
          {t('terms.review')}
        </Button>
      }
    >
      {t('terms.mustAccept')}
    </Alert>
  );
}
