import Alert from '@mui/material/Alert';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageContainer } from '../../components/ui/page-container';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A route whose feature is not built yet: its title, in the current language. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <PageContainer title={title} testId="placeholder-page">
      <Alert severity="info" variant="outlined">
        {t('common.comingSoon')}
      </Alert>
    </PageContainer>
  );
}
