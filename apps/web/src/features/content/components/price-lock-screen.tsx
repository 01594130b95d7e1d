import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../components/ui/html-content';
import { Loading } from '../../../components/ui/loading';
import { PageContainer } from '../../../components/ui/page-container';
import { errorText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links } from '../../../paths';
import { usePriceLock } from '../api/get-price-lock';
import { withoutLeadingTitle } from './without-leading-title';

/** /price_lock: the text in the viewer's language, a link and a button to the price-lock listings (spec 2 §2). */
export function PriceLockScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const page = usePriceLock(language);
  const title = page.data?.title || t('priceLock.title');
  useDocumentTitle(title);
  const to = links.searchWith({ listfmt: page.data?.search.listfmt ?? [5] });
  return (
    <PageContainer title={title} testId="price-lock-page">
      {page.isPending ? (
        <Loading />
      ) : !page.data ? (
        <Alert severity="error" variant="outlined">
          {errorText(t, page.error)}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <HtmlContent html={withoutLeadingTitle(page.data.content, title)} testId="price-lock-content" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mt: 3 }}>
            <Button component={RouterLink} to={to} variant="contained" color="secondary" size="large" data-testid="price-lock-button">
              {page.data.button || t('priceLock.browse')}
            </Button>
            <Link component={RouterLink} to={to} data-testid="price-lock-link">
              {t('priceLock.link')}
            </Link>
          </Box>
        </Paper>
      )}
    </PageContainer>
  );
}
