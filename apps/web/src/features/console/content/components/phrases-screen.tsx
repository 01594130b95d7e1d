import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { languageNativeNames, languages, type Language, type PhraseRow } from '@gavel/contract';
import { errorText } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { Loading } from '../../../../components/ui/loading';
import { Pagination } from '../../../../components/ui/pagination';
import { useToast } from '../../../../components/ui/toast-context';
import { ConsolePage } from '../../shell/console-page';
import { useFieldErrors } from '../field-errors';
import { usePhrases, useSetPhrase } from '../api/content-api';

/** A search box that asks the server a moment after typing stops. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Interface phrases (issue 10): find a key, compare the bundled text, set or clear an operator override per language. */
export function PhrasesScreen() {
  const { t } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const [q, setQ] = useState('');
  const [overridden, setOverridden] = useState(false);
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim());
  useEffect(() => setPage(1), [search, overridden]);
  const list = usePhrases(search, overridden, page);

  return (
    <ConsolePage title={t('console.content.phrases.title')} testId="console-phrases">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('console.content.phrases.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          type="search"
          label={t('console.content.phrases.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { 'data-testid': 'phrase-search', maxLength: 100 } }}
        />
        <TextField
          select
          label={t('console.content.phrases.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language)}
          sx={{ flex: '0 1 220px', minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'phrase-language' } as object } }}
        >
          {languages.map((l) => (
            <MenuItem key={l} value={l} data-testid={`phrase-language-${l}`}>
              {languageNativeNames[l]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={overridden} onChange={(e) => setOverridden(e.target.checked)} slotProps={{ input: { 'data-testid': 'phrase-overridden' } as object }} />}
          label={t('console.content.phrases.overriddenOnly')}
        />
      </Box>
      {list.isPending ? (
        <Loading minHeight={240} />
      ) : list.isError ? (
        <Alert severity="error">{t('console.content.loadFailed')}</Alert>
      ) : list.data.total === 0 ? (
        <Alert severity="info">{t('console.content.phrases.none')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {t('console.content.phrases.count', { count: list.data.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.data.rows.map((row) => (
              <PhraseItem key={`${row.key}/${language}/${row.overrides[language] ?? ''}`} row={row} language={language} />
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Pagination page={page} pageCount={Math.max(1, Math.ceil(list.data.total / list.data.per_page))} onPageChange={setPage} testId="phrase-pages" />
          </Box>
        </>
      )}
    </ConsolePage>
  );
}

function PhraseItem({ row, language }: { row: PhraseRow; language: Language }) {
  const { t } = useTranslation();
  const toast = useToast();
  const set = useSetPhrase();
  const override = row.overrides[language];
  const [text, setText] = useState(override ?? '');
  const errors = useFieldErrors(set.error);
  const fieldId = `phrase-${row.key}-${language}`.replace(/[^\w-]/g, '_');

  const save = (value: string | null) =>
    set.mutate(
      { language, key: row.key, text: value },
      {
        onSuccess: () => toast.success(t(value === null ? 'console.content.phrases.cleared' : 'console.content.phrases.saved')),
        onError: (e) => !errors.of('text') && toast.error(errorText(t, e)),
      },
    );

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid={`phrase-${row.key}`}>
      <Typography component="h2" variant="subtitle2" sx={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}>
        {row.key}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        {language !== 'English' && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('console.content.phrases.bundledIn', { language: languageNativeNames.English })}
            </Typography>
            <Typography component="dd" variant="body2">
              {row.bundled.English}
            </Typography>
          </>
        )}
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('console.content.phrases.bundledIn', { language: languageNativeNames[language] })}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="phrase-bundled">
          {row.bundled[language]}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
        <TextField
          id={fieldId}
          size="small"
          label={t('console.content.phrases.override', { language: languageNativeNames[language] })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={!!errors.of('text')}
          helperText={errors.of('text') ?? (override !== undefined ? t('console.content.phrases.active') : undefined)}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { 'data-testid': 'phrase-override', maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={() => save(text)} disabled={set.isPending || text === (override ?? '')} data-testid="phrase-save">
          {t('console.content.save')}
        </Button>
        {override !== undefined && (
          <Button onClick={() => save(null)} disabled={set.isPending} data-testid="phrase-clear">
            {t('console.content.phrases.clear')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
