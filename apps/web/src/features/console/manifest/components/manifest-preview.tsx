import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TextField from '@mui/material/TextField';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { manifestImportFields, type ManifestPreview, type ManifestPreviewRow } from '@gavel/contract';
import { formatMoney } from '../../../../components/ui/money-text';
import { Pagination, pageLabel } from '../../../../components/ui/pagination';

const PAGE = 50;
const moneyFields = new Set(['starting_price', 'reserve_price']);

type TFn = (key: string, options?: Record<string, unknown>) => string;

/** "Title: required" — a row problem as text (never colour alone). */
const knownFields = new Set<string>([...manifestImportFields.manifest, ...manifestImportFields.line_items]);
const problemText = (t: TFn, p: ManifestPreviewRow['problems'][number]) =>
  t('console.manifest.problemOf', {
    // An extra column's problem names the column itself.
    field: knownFields.has(p.field) ? t(`console.manifest.field.${p.field}`) : p.field,
    problem: t(`console.manifest.problem.${p.code}`),
  });

type Column = ManifestPreview['columns'][number];
/** A column's reading as a choice: its field, 'extra' or 'ignore'. */
const choiceOf = (c: Column) => c.field ?? (c.extra ? 'extra' : 'ignore');

/** A cell as the sheet had it; a valid price shown as money. */
function cellText(row: ManifestPreviewRow, field: string, language: string): string {
  if (moneyFields.has(field)) {
    const cents = row[field as 'starting_price' | 'reserve_price'];
    if (cents != null) return formatMoney(cents, 'USD', language);
  }
  if (field === 'sub_lot' && row.sub_lot != null && !row.cells.sub_lot) return String(row.sub_lot);
  return row.cells[field] ?? '';
}

/** The preview: counts, sheet problems, how the headers were read, and every row with its problems. */
export function ManifestPreviewView({ preview, onRemap, disabled }: { preview: ManifestPreview; onRemap?: (choices: string[]) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(preview.counts.with_problems > 0);
  const [page, setPage] = useState(1);
  // The columns the sheet has (sub-lots are numbered by the import when it has none).
  const mapped = new Set(preview.columns.map((c) => c.field));
  const fields = (manifestImportFields[preview.lot.kind] as readonly string[]).filter((f) => mapped.has(f) || f === 'sub_lot');
  const rows = onlyProblems ? preview.rows.filter((r) => r.problems.length > 0) : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const from = (Math.min(page, pages) - 1) * PAGE;
  const shown = rows.slice(from, from + PAGE);
  const extraNames = preview.columns.filter((c) => c.extra).map((c) => c.header);
  const choices = [...(manifestImportFields[preview.lot.kind] as readonly string[]), ...(preview.lot.kind === 'manifest' ? ['extra'] : []), 'ignore'];
  const choose = (index: number, value: string) => onRemap?.(preview.columns.map((c, i) => (i === index ? value : choiceOf(c))));

  return (
    <Box data-testid="manifest-preview" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box component="ul" aria-label={t('console.manifest.counts.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        <li>
          <Chip data-testid="manifest-count-rows" label={t('console.manifest.counts.rows', { n: preview.counts.rows })} />
        </li>
        <li>
          <Chip data-testid="manifest-count-valid" color="success" variant="outlined" label={t('console.manifest.counts.valid', { n: preview.counts.valid })} />
        </li>
        <li>
          <Chip
            data-testid="manifest-count-problems"
            color={preview.counts.with_problems ? 'error' : 'default'}
            variant="outlined"
            label={t('console.manifest.counts.withProblems', { n: preview.counts.with_problems })}
          />
        </li>
      </Box>

      {preview.problems.length > 0 && (
        <Alert severity="error" data-testid="manifest-sheet-problems">
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('console.manifest.sheetProblems')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.problems.map((p, i) => (
              <li key={i}>
                {t(`console.manifest.sheetProblem.${p.code}`, {
                  column: p.code === 'missing_column' && p.column ? t(`console.manifest.field.${p.column}`) : p.column,
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('console.manifest.columns.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('console.manifest.columns.hint')}
        </Typography>
        <Box component="ul" data-testid="manifest-columns" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
          {preview.columns.map((c, i) =>
            c.header || c.field || c.extra ? (
              <li key={i}>
                <TextField
                  select
                  size="small"
                  label={c.header || `#${i + 1}`}
                  value={choiceOf(c)}
                  onChange={(e) => choose(i, e.target.value)}
                  disabled={disabled || !onRemap}
                  error={!c.field && !c.extra && preview.lot.kind === 'line_items'}
                  helperText={c.ambiguous ? t('console.manifest.columns.ambiguous') : undefined}
                  slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'manifest-column-choice' } }}
                  sx={{ minWidth: 170 }}
                >
                  {choices.map((f) => (
                    <option key={f} value={f}>
                      {f === 'extra' ? t('console.manifest.columns.extra') : f === 'ignore' ? t('console.manifest.columns.ignore') : t(`console.manifest.field.${f}`)}
                    </option>
                  ))}
                </TextField>
              </li>
            ) : null,
          )}
        </Box>
      </Box>

      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('console.manifest.rows.title')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={onlyProblems}
                onChange={(e) => {
                  setOnlyProblems(e.target.checked);
                  setPage(1);
                }}
                disabled={preview.counts.with_problems === 0}
                data-testid="manifest-only-problems"
              />
            }
            label={t('console.manifest.rows.onlyProblems')}
          />
        </Box>
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('console.manifest.rows.title')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <Table size="small" data-testid="manifest-rows">
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } }}>
                <TableCell>{t('console.manifest.rows.row')}</TableCell>
                <TableCell>{t('console.manifest.rows.problems')}</TableCell>
                {fields.map((f) => (
                  <TableCell key={f} align={moneyFields.has(f) || f === 'qty' ? 'right' : 'left'}>
                    {t(`console.manifest.field.${f}`)}
                  </TableCell>
                ))}
                {extraNames.map((name, i) => (
                  <TableCell key={`x${i}`}>{name}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => {
                const bad = new Set(r.problems.map((p) => p.field));
                return (
                  <TableRow key={r.row} data-testid="manifest-row" data-problems={r.problems.length} sx={r.problems.length ? { bgcolor: '#fdecea' } : undefined}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      {r.problems.length === 0 ? (
                        <Typography variant="body2" color="success.dark">
                          {t('console.manifest.rows.ok')}
                        </Typography>
                      ) : (
                        <Box component="ul" sx={{ m: 0, pl: 2, color: '#8c1d18' }}>
                          {r.problems.map((p, i) => (
                            <li key={i}>{problemText(t, p)}</li>
                          ))}
                        </Box>
                      )}
                    </TableCell>
                    {fields.map((f) => (
                      <TableCell
                        key={f}
                        align={moneyFields.has(f) || f === 'qty' ? 'right' : 'left'}
                        sx={{
                          ...(f === 'title' || f === 'product_name' ? { minWidth: 180 } : { whiteSpace: 'nowrap' }),
                          ...(bad.has(f) ? { fontWeight: 700, textDecoration: 'underline wavy', textDecorationColor: '#b3261e' } : {}),
                        }}
                      >
                        {cellText(r, f, i18n.language)}
                      </TableCell>
                    ))}
                    {extraNames.map((name, i) => (
                      <TableCell key={`x${i}`} sx={{ whiteSpace: 'nowrap', ...(bad.has(name) ? { fontWeight: 700, textDecoration: 'underline wavy', textDecorationColor: '#b3261e' } : {}) }}>
                        {r.extra[i]?.value ?? ''}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Pagination
          page={Math.min(page, pages)}
          pageCount={pages}
          onPageChange={setPage}
          summary={t('console.manifest.rows.showing', { from: rows.length ? from + 1 : 0, to: from + shown.length, total: rows.length })}
          getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
          testId="manifest-rows-pagination"
        />
      </Box>
    </Box>
  );
}
