import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bulkColumns, bulkMaxRows, bulkTemplateCsv, type BulkRow } from '@gavel/contract';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { isApiError, errorKey } from '../../../../lib/api-error';
import { useDesktop } from '../../../../lib/use-desktop';
import { DownloadIcon, UploadIcon } from '../../../../components/ui/icons';
import { ConsolePage } from '../../shell/console-page';
import { SpreadsheetPicker } from '../../components/spreadsheet-picker';
import { consoleLinks, consolePaths } from '../../console-paths';
import { useBulkConfirm, useBulkPreview } from '../api/bulk-api';

const bulkTemplateName = 'lots-template.csv';

/** Saves the bulk-listing template (the headers and one example row) through a temporary object URL. */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([bulkTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = bulkTemplateName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type T = ReturnType<typeof useTranslation>['t'];

/** `field: message` → the field's label and the message in the reader's language where the console knows them. */
function problemText(t: T, problem: string): string {
  const at = problem.indexOf(': ');
  if (at < 0) return t(`fieldErrors.${problem}`, { defaultValue: problem });
  const field = problem.slice(0, at);
  const message = problem.slice(at + 2);
  return `${t(`console.bulk.column.${field}`, { defaultValue: field })}: ${t(`console.bulk.problem.${message}`, { defaultValue: message })}`;
}

/** /admin/lots/bulk (issue 42 §2): a spreadsheet of lots → each row with its problems → create them all, or none. */
export function BulkListingScreen() {
  const { t, i18n } = useTranslation();
  const desktop = useDesktop();
  const [file, setFile] = useState<File | null>(null);
  const preview = useBulkPreview();
  const confirm = useBulkConfirm();

  const choose = (f: File) => {
    setFile(f);
    confirm.reset();
    preview.mutate(f);
  };
  const rows = preview.data?.rows ?? [];
  const bad = rows.filter((r) => r.problems.length > 0).length;
  const sheetError = preview.error ?? confirm.error;
  const created = confirm.data;

  return (
    <ConsolePage
      title={t('console.bulk.title')}
      testId="console-bulk-listing"
      actions={
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate} data-testid="bulk-template">
          {t('console.bulk.template')}
        </Button>
      }
    >
      <Typography sx={{ mb: 1 }}>{t('console.bulk.intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('console.bulk.columns', { columns: bulkColumns.join(', ') })}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SpreadsheetPicker
          onFile={choose}
          disabled={preview.isPending || confirm.isPending}
          prompt={t('console.bulk.drop')}
          chooseLabel={t('console.bulk.choose')}
          hint={
            file
              ? t('console.bulk.chosen', { name: file.name })
              : t('console.bulk.limits', { rows: new Intl.NumberFormat(i18n.language).format(bulkMaxRows) })
          }
          testId="bulk"
          startIcon={<UploadIcon />}
        />
      </Box>

      {preview.isPending && <Alert severity="info">{t('console.bulk.reading')}</Alert>}
      {sheetError && (
        <Alert severity="error" data-testid="bulk-error" sx={{ mb: 2 }}>
          {t(errorKey(sheetError))}
          {isApiError(sheetError) && sheetError.fields.sheet && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {sheetError.fields.sheet
                .split('; ')
                .map((p) => problemText(t, p))
                .join(' · ')}
            </Box>
          )}
        </Alert>
      )}

      {created ? (
        <Alert severity="success" data-testid="bulk-created" sx={{ mb: 2 }}>
          <Typography>{t('console.bulk.created', { count: created.length })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {created.map((id) => (
              <li key={id}>
                <Link component={RouterLink} to={consoleLinks.lot(id)} data-testid={`bulk-created-${id}`}>
                  {t('console.bulk.lotLink', { id })}
                </Link>
              </li>
            ))}
          </Box>
          <Link component={RouterLink} to={consolePaths.lots} sx={{ display: 'inline-block', mt: 1 }}>
            {t('console.bulk.toLots')}
          </Link>
        </Alert>
      ) : (
        preview.data && (
          <>
            <Alert severity={bad ? 'warning' : 'success'} data-testid="bulk-summary" sx={{ mb: 2 }}>
              {bad ? t('console.bulk.someBad', { count: bad, total: rows.length }) : t('console.bulk.allReady', { count: rows.length })}
            </Alert>
            {desktop ? <RowsTable rows={rows} /> : <RowCards rows={rows} />}
            <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                color="success"
                disabled={!preview.data.ready || confirm.isPending || !file}
                onClick={() => file && confirm.mutate(file)}
                data-testid="bulk-confirm"
              >
                {t('console.bulk.confirm', { count: rows.length })}
              </Button>
              {!preview.data.ready && <Typography variant="body2">{t('console.bulk.fixFirst')}</Typography>}
            </Box>
          </>
        )
      )}
    </ConsolePage>
  );
}

function RowState({ row }: { row: BulkRow }) {
  const { t } = useTranslation();
  return row.problems.length ? (
    <Chip size="small" color="error" label={t('console.bulk.problems', { count: row.problems.length })} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t(`console.bulk.willBe.${row.status}`)} />
  );
}

function Problems({ row }: { row: BulkRow }) {
  const { t } = useTranslation();
  if (!row.problems.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'error.main' }}>
      {row.problems.map((p) => (
        <li key={p}>{problemText(t, p)}</li>
      ))}
    </Box>
  );
}

function RowsTable({ rows }: { rows: BulkRow[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Table size="small" data-testid="bulk-rows" aria-label={t('console.bulk.previewLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('console.bulk.col.row')}</TableCell>
            <TableCell>{t('console.bulk.col.title')}</TableCell>
            <TableCell>{t('console.bulk.col.format')}</TableCell>
            <TableCell>{t('console.bulk.col.state')}</TableCell>
            <TableCell>{t('console.bulk.col.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid={`bulk-row-${r.row}`}>
              <TableCell>{r.row}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.title}</TableCell>
              <TableCell>{t(`console.lots.format.${r.listing_format}`, { defaultValue: r.listing_format })}</TableCell>
              <TableCell>
                <RowState row={r} />
              </TableCell>
              <TableCell>
                <Problems row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function RowCards({ rows }: { rows: BulkRow[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      data-testid="bulk-rows"
      aria-label={t('console.bulk.previewLabel')}
    >
      {rows.map((r) => (
        <Paper component="li" variant="outlined" key={r.row} sx={{ p: 1.5 }} data-testid={`bulk-row-${r.row}`}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t('console.bulk.rowN', { row: r.row })} · {r.title || '—'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 0.5, flexWrap: 'wrap' }}>
            <RowState row={r} />
            <Typography variant="body2">{t(`console.lots.format.${r.listing_format}`, { defaultValue: r.listing_format })}</Typography>
          </Box>
          <Problems row={r} />
        </Paper>
      ))}
    </Box>
  );
}
