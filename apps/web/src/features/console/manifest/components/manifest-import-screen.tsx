import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { manifestImportLimits } from '@gavel/contract';
import { Loading } from '../../../../components/ui/loading';
import { errorKey, isApiError } from '../../../../lib/api-error';
import { consoleLinks, consolePaths } from '../../console-paths';
import { ConsolePage } from '../../shell/console-page';
import { useConfirmManifest, useManifestLot, usePreviewManifest, type ColumnMapping } from '../api/manifest-import';
import { downloadManifestTemplate } from '../lib/manifest-template';
import { ManifestDropZone } from './manifest-drop-zone';
import { ManifestPreviewView } from './manifest-preview';

const limitsText = { size: manifestImportLimits.maxBytes / 1024 / 1024, rows: manifestImportLimits.maxRows };

/** Why an upload or an import was refused, as an i18n key and its values. */
function refusal(err: unknown): [string, Record<string, unknown>?] {
  if (!isApiError(err)) return [errorKey(err)];
  const reason = err.details.reason;
  if (err.code === 'CONFLICT' && (reason === 'lot_has_bids' || reason === 'lot_closed')) return [`console.manifest.error.${reason}`];
  if (err.code === 'PAYLOAD_TOO_LARGE') return ['console.manifest.error.tooBig', limitsText];
  if (err.code === 'UNSUPPORTED_MEDIA_TYPE') return ['console.manifest.error.type'];
  if (err.code === 'VALIDATION_FAILED' && err.fields.file) {
    return /^At most/.test(err.fields.file) ? ['console.manifest.error.tooManyRows', limitsText] : ['console.manifest.error.unreadable'];
  }
  if (err.code === 'VALIDATION_FAILED' && err.fields.token) return ['console.manifest.error.expired'];
  return [errorKey(err)];
}

/**
 * /admin/lots/:id/manifest (issue 10): import a manifest spreadsheet into a lot — its manifest
 * lines, or a line-item lot's sub-lots. Upload → preview (every row's problems; nothing saved)
 * → confirm (the server re-reads its own copy of the file and saves every row or none).
 */
export function ManifestImportScreen() {
  const { t, i18n } = useTranslation();
  const lotId = Number(useParams().id);
  const lot = useManifestLot(lotId);
  const preview = usePreviewManifest(lotId);
  const confirm = useConfirmManifest(lotId);
  const [tooBig, setTooBig] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(undefined);

  const choose = (chosen: File) => {
    confirm.reset();
    setMapping(undefined);
    if (chosen.size > manifestImportLimits.maxBytes) {
      setTooBig(true);
      setFile(null);
      preview.reset();
      return;
    }
    setTooBig(false);
    setFile(chosen);
    preview.mutate({ file: chosen });
  };
  /** The operator reads a column differently: the same file is previewed again with every column's choice. */
  const remap = (choices: string[]) => {
    if (!file) return;
    confirm.reset();
    setMapping(choices);
    preview.mutate({ file, mapping: choices });
  };

  const title = t('console.manifest.title');
  if (lot.isPending) return <ConsolePage title={title}><Loading /></ConsolePage>;
  if (lot.isError || !lot.data) {
    return (
      <ConsolePage title={title} testId="manifest-screen">
        <Alert severity="error" action={<Button component={RouterLink} to={consolePaths.lots}>{t('console.manifest.backToLots')}</Button>}>
          {t(isApiError(lot.error) && lot.error.code === 'NOT_FOUND' ? 'console.manifest.error.notFound' : errorKey(lot.error))}
        </Alert>
      </ConsolePage>
    );
  }

  const info = lot.data;
  const data = preview.data;
  const done = confirm.data;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <ConsolePage
      title={title}
      testId="manifest-screen"
      actions={
        <Button variant="outlined" onClick={() => downloadManifestTemplate(info.kind)} data-testid="manifest-template">
          {t('console.manifest.template')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography component="h2" variant="h6" data-testid="manifest-lot-title">
          <Link component={RouterLink} to={consoleLinks.lot(info.id)}>
            {t('console.manifest.lotLabel', { id: info.id, title: info.title })}
          </Link>
        </Typography>
        <Typography color="text.secondary" data-testid="manifest-kind">
          {t(`console.manifest.kind.${info.kind}`)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="manifest-replaces">
          {info.lines > 0 ? t(`console.manifest.replaces.${info.kind}`, { n: number(info.lines) }) : t('console.manifest.replaces.none')}
        </Typography>
      </Paper>

      {info.has_bids ? (
        <Alert severity="warning" data-testid="manifest-has-bids">
          {t('console.manifest.error.lot_has_bids')}
        </Alert>
      ) : done ? (
        <Alert
          severity="success"
          data-testid="manifest-done"
          action={
            <Button color="inherit" onClick={() => { confirm.reset(); preview.reset(); }}>
              {t('console.manifest.another')}
            </Button>
          }
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`console.manifest.done.${done.kind}`, { n: number(done.created) })}
          </Typography>
          {done.replaced > 0 && <Typography variant="body2">{t('console.manifest.done.replaced', { n: number(done.replaced) })}</Typography>}
          <Link component={RouterLink} to={consoleLinks.lot(done.lot_id)} data-testid="manifest-back-to-lot" sx={{ display: 'inline-block', mt: 1 }}>
            {t('console.manifest.backToLot')}
          </Link>
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <ManifestDropZone onFile={choose} disabled={preview.isPending || confirm.isPending} />
          <Box aria-live="polite">
            {preview.isPending && <Loading />}
            {tooBig && <Alert severity="error">{t('console.manifest.error.tooBig', limitsText)}</Alert>}
            {preview.isError && (
              <Alert severity="error" data-testid="manifest-error">
                {t(...refusal(preview.error))}
              </Alert>
            )}
            {data && (
              <Typography data-testid="manifest-file-name" sx={{ fontWeight: 600 }}>
                {t('console.manifest.fileName', { name: data.file_name })}
              </Typography>
            )}
          </Box>
          {data && <ManifestPreviewView key={data.token ?? data.file_name + data.counts.rows} preview={data} onRemap={remap} disabled={preview.isPending} />}
          {data && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Button
                variant="contained"
                size="large"
                disabled={!data.token || confirm.isPending}
                onClick={() => data.token && confirm.mutate({ token: data.token, mapping })}
                data-testid="manifest-confirm"
                aria-describedby="manifest-confirm-hint"
              >
                {t(`console.manifest.confirm.${data.lot.kind}`, { n: number(data.counts.rows) })}
              </Button>
              <Typography id="manifest-confirm-hint" variant="body2" color={data.token ? 'text.secondary' : 'error'}>
                {data.token ? t('console.manifest.confirm.hint') : t('console.manifest.confirm.blocked')}
              </Typography>
            </Box>
          )}
          {confirm.isError && (
            <Alert severity="error" data-testid="manifest-confirm-error">
              {t(...refusal(confirm.error))}
            </Alert>
          )}
        </Box>
      )}
    </ConsolePage>
  );
}
