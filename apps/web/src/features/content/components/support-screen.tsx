import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../components/ui/html-content';
import { Loading } from '../../../components/ui/loading';
import { PageContainer } from '../../../components/ui/page-container';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStaticContent } from '../api/get-static-content';
import { SupportForm } from './support-form';
import { withoutLeadingTitle } from './without-leading-title';

/** The FAQ tab: the FAQ static page in the interface language ("No data" when there is none). */
function FaqPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const faq = useStaticContent('FAQ', language);
  if (faq.isPending) return <Loading />;
  if (!faq.data?.content) {
    return (
      <Alert severity="info" variant="outlined">
        {t('common.noData')}
      </Alert>
    );
  }
  return <HtmlContent html={withoutLeadingTitle(faq.data.content, faq.data.title)} testId="support-faq" />;
}

/** /support: tabs "Contact support" and "Frequently asked questions" (spec 2 §2). */
export function SupportScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  useDocumentTitle(t('support.title'));
  return (
    <PageContainer title={t('support.title')} testId="support-page">
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          aria-label={t('support.tabsLabel')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label={t('support.tabContact')} id="support-tab-0" aria-controls="support-panel-0" data-testid="support-tab-contact" />
          <Tab label={t('support.tabFaq')} id="support-tab-1" aria-controls="support-panel-1" data-testid="support-tab-faq" />
        </Tabs>
        <Box role="tabpanel" id={`support-panel-${tab}`} aria-labelledby={`support-tab-${tab}`} sx={{ p: { xs: 2, sm: 4 } }}>
          {tab === 0 ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('support.intro')}
              </Typography>
              <SupportForm />
            </>
          ) : (
            <FaqPanel />
          )}
        </Box>
      </Paper>
    </PageContainer>
  );
}
