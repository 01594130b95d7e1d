import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { StatusPage } from '../../components/ui/status-page';

/** The error boundary of the routes: "Something went wrong. We're sorry." */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('error.title'));
  useEffect(() => {
    console.error('[route error]', error);
  }, [error]);
  return (
    <StatusPage
      testId="error-page"
      title={t('error.title')}
      text={t('error.text')}
      action={
        // A full reload: the failed screen may have left state behind.
        <Button variant="contained" component={RouterLink} to={paths.home} reloadDocument data-testid="error-home">
          {t('error.home')}
        </Button>
      }
    />
  );
}
