import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { StatusPage } from '../../components/ui/status-page';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusPage
      testId="not-found-page"
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.home}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
