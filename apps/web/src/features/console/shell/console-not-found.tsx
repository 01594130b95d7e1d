import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatusPage } from '../../../components/ui/status-page';
import { consolePaths } from '../console-paths';

/** An unknown /admin/... address. */
export function ConsoleNotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="console-not-found"
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button variant="contained" component={RouterLink} to={consolePaths.home}>
          {t('console.home.title')}
        </Button>
      }
    />
  );
}
