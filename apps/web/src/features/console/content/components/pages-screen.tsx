import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { consoleContent, languageNativeNames, languages, staticPageKeys, type Language, type StaticPageKey } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { HtmlContent } from '../../../../components/ui/html-content';
import { Loading } from '../../../../components/ui/loading';
import { useToast } from '../../../../components/ui/toast-context';
import { staticPages } from '../../../../paths';
import { ConsolePage } from '../../shell/console-page';
import { useFieldErrors } from '../field-errors';
import { usePage, usePageList, usePreview, useDeletePage, useSavePage } from '../api/content-api';
import { HtmlToolbar } from './html-toolbar';

const isPageKey = (v: string | null): v is StaticPageKey => (staticPageKeys as readonly string[]).includes(v ?? '');
const isLanguage = (v: string | null): v is Language => (languages as readonly string[]).includes(v ?? '');

/** Static pages (issue 10): pick a page and a language, edit its title and HTML, preview it as the server will store it. */
export function PagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = isPageKey(params.get('page')) ? (params.get('page') as StaticPageKey) : 'about';
  const language = isLanguage(params.get('language')) ? (params.get('language') as Language) : 'English';
  const list = usePageList();
  const written = new Set(list.data?.find((p) => p.page_key === page)?.versions.map((v) => v.language));
  const choose = (next: { page?: string; language?: string }) => setParams({ page, language, ...next }, { replace: true });

  return (
    <ConsolePage title={t('console.content.pages.title')} testId="console-pages">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          label={t('console.content.pages.page')}
          value={page}
          onChange={(e) => choose({ page: e.target.value })}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'page-select' } as object } }}
        >
          {staticPageKeys.map((key) => (
            <MenuItem key={key} value={key} data-testid={`page-option-${key}`}>
              {t(`page.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('console.content.pages.language')}
          value={language}
          onChange={(e) => choose({ language: e.target.value })}
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'language-select' } as object } }}
        >
          {languages.map((l) => (
            <MenuItem key={l} value={l} data-testid={`page-language-${l}`}>
              {written.has(l) ? languageNativeNames[l] : t('console.content.pages.notWritten', { language: languageNativeNames[l] })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PageEditor key={`${page}/${language}`} page={page} language={language} />
    </ConsolePage>
  );
}

function PageEditor({ page, language }: { page: StaticPageKey; language: Language }) {
  const { t } = useTranslation();
  const toast = useToast();
  const loaded = usePage(page, language);
  const save = useSavePage(page, language);
  const remove = useDeletePage(page, language);
  const preview = usePreview();
  const errors = useFieldErrors(save.error);
  const [draft, setDraft] = useState<{ title: string; content: string } | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  if (loaded.isPending) return <Loading minHeight={240} />;
  if (loaded.isError) return <Alert severity="error">{t('console.content.loadFailed')}</Alert>;
  const current = draft ?? { title: loaded.data.title, content: loaded.data.content };
  const edit = (next: Partial<typeof current>) => setDraft({ ...current, ...next });
  const buyerPath = staticPages.find((p) => p.pageKey === page)?.path;

  const startFromEnglish = async () => {
    const english = await callApi(consoleContent.getPage, { params: { page, language: 'English' } });
    setDraft({ title: english.data.title, content: english.data.content });
  };
  const showPreview = () => {
    setTab('preview');
    preview.mutate(current.content);
  };
  const submit = () =>
    save.mutate(current, {
      onSuccess: (res) => {
        setDraft({ title: res.data.title, content: res.data.content });
        toast.success(t('console.content.pages.saved', { language: languageNativeNames[language] }));
      },
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="page-editor">
      {!loaded.data.exists && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="page-missing"
          action={
            language !== 'English' && (
              <Button color="inherit" size="small" onClick={() => void startFromEnglish()} data-testid="page-from-english">
                {t('console.content.pages.fromEnglish')}
              </Button>
            )
          }
        >
          {t('console.content.pages.missing', { language: languageNativeNames[language] })}
        </Alert>
      )}
      <TextField
        label={t('console.content.pages.titleField')}
        value={current.title}
        onChange={(e) => edit({ title: e.target.value })}
        fullWidth
        required
        error={!!errors.of('title')}
        helperText={errors.of('title')}
        slotProps={{ htmlInput: { 'data-testid': 'page-title-input', maxLength: consoleContent.pageRules.titleMax } }}
        sx={{ mb: 2 }}
      />
      <Tabs value={tab} onChange={(_, v: 'edit' | 'preview') => (v === 'preview' ? showPreview() : setTab('edit'))} sx={{ mb: 2 }}>
        <Tab value="edit" label={t('console.content.editor.edit')} data-testid="page-edit-tab" />
        <Tab value="preview" label={t('console.content.editor.preview')} data-testid="page-preview-tab" />
      </Tabs>
      {tab === 'edit' ? (
        <>
          <HtmlToolbar target={area} value={current.content} onChange={(content) => edit({ content })} />
          <TextField
            label={t('console.content.pages.contentField')}
            value={current.content}
            onChange={(e) => edit({ content: e.target.value })}
            fullWidth
            multiline
            minRows={12}
            maxRows={30}
            inputRef={area}
            error={!!errors.of('content')}
            helperText={errors.of('content') ?? t('console.content.pages.contentHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'page-content-input', spellCheck: false, style: { fontFamily: 'ui-monospace, monospace', fontSize: 14 } } }}
          />
        </>
      ) : (
        <Box data-testid="page-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, minHeight: 160 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {current.title}
          </Typography>
          {preview.isPending ? <Loading minHeight={120} /> : preview.isError ? <Alert severity="error">{errors.summary() ?? t('console.content.loadFailed')}</Alert> : <HtmlContent html={preview.data ?? ''} />}
        </Box>
      )}
      {save.isError && !errors.of('title') && !errors.of('content') && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.summary()}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="page-save">
          {t('console.content.save')}
        </Button>
        {buyerPath && loaded.data.exists && (
          <Button component={RouterLink} to={buyerPath} target="_blank" rel="noopener" data-testid="page-open">
            {t('console.content.pages.open')}
          </Button>
        )}
        {loaded.data.exists && language !== 'English' && (
          <Button color="error" onClick={() => setConfirmRemove(true)} data-testid="page-delete" sx={{ ml: { sm: 'auto' } }}>
            {t('console.content.pages.remove')}
          </Button>
        )}
        {loaded.data.updated_at && (
          <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
            {t('console.content.pages.updated', { date: formatDateTime(loaded.data.updated_at) })}
          </Typography>
        )}
      </Box>
      <ConfirmDialog
        open={confirmRemove}
        title={t('console.content.pages.removeTitle', { language: languageNativeNames[language] })}
        confirmLabel={t('console.content.pages.remove')}
        cancelLabel={t('console.content.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmRemove(false);
              setDraft(null);
              toast.success(t('console.content.pages.removed'));
            },
            onError: (e) => toast.error(errorText(t, e)),
          })
        }
      >
        {t('console.content.pages.removeText')}
      </ConfirmDialog>
    </Paper>
  );
}
