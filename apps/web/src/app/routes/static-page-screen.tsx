import Alert from '@mui/material/Alert';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { StaticPageKey } from '@gavel/contract';
import { StaticPageContent } from '../../features/content/components/static-page-content';
import { PageContainer } from '../../components/ui/page-container';
import { Loading } from '../../components/ui/loading';
import { useStaticContent } from '../../features/content/api/get-static-content';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { errorKey, isApiError } from '../../lib/api-error';

/** About, how to bid, privacy, terms, ...: the page's HTML in the current language. */
export function StaticPageScreen({ pageKey }: { pageKey: StaticPageKey }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const page = useStaticContent(pageKey, language);
  const title = page.data?.title || t(`page.${pageKey}`);
  useDocumentTitle(title);

  return (
    <PageContainer title={title} testId={`static-page-${pageKey}`}>
      {page.isPending ? (
        <Loading />
      ) : page.data?.content ? (
        <StaticPageContent html={page.data.content} title={title} />
      ) : page.error && !(isApiError(page.error) && page.error.code === 'NOT_FOUND') ? (
        <Alert severity="error" variant="outlined">
          {t(errorKey(page.error))}
        </Alert>
      ) : (
        <Alert severity="info" variant="outlined" data-testid="no-data">
          {t('common.noData')}
        </Alert>
      )}
    </PageContainer>
  );
}
