/** The console's list kit (filters, state chips, record lists, facts), shared by its screens. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { Pagination, pageLabel } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/api-error';

/** A filter select (state, method …) of a console list; `all` stands for no filter. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      sx={{ minWidth: 180 }}
      data-testid={testId}
      id={testId}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Dark fills so the white label keeps a 4.5:1 contrast (WCAG AA); `null`: an outlined chip. */
const warn = '#8a4500';
const good = '#1b5e20';
const info = '#0b4f8a';
const fills: Record<string, string | null> = {
  submitted: warn,
  countered: info,
  approved: good,
  unpaid: warn,
  paid: good,
  open: warn,
  answered: info,
  resolved: good,
  captured: good,
  authorized: info,
  pending: warn,
  failed: '#a31515',
};

/** A state as a small chip, its label translated by the caller. */
export function StateChip({ state, label, testId }: { state: string; label: string; testId?: string }) {
  const fill = fills[state] ?? null;
  return (
    <Chip
      size="small"
      variant={fill ? 'filled' : 'outlined'}
      label={label}
      data-testid={testId}
      data-state={state}
      sx={fill ? { bgcolor: fill, color: '#fff', fontWeight: 600 } : { fontWeight: 600 }}
    />
  );
}

/** A record card's first line: its title (h2) and its state chip. */
export function RecordHeader({ children, state, label, testId }: { children: ReactNode; state: string; label: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
      <StateChip state={state} label={label} testId={testId} />
    </Box>
  );
}

/** A list of records as outlined cards (readable at 375 px and at 1280 px), with loading, error, empty and paging. */
export function RecordList<T extends { id: number }>({
  query,
  page,
  limit,
  onPage,
  empty,
  label,
  testId,
  children,
}: {
  query: { data?: { records: T[]; totalRecords: number }; isPending: boolean; isError: boolean; error: unknown };
  page: number;
  limit: number;
  onPage: (p: number) => void;
  empty: string;
  label: string;
  testId: string;
  children: (r: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert severity="error">{errorText(t, query.error)}</Alert>;
  const { records, totalRecords } = query.data!;
  if (!records.length)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  return (
    <>
      <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {records.map((r) => (
          <Paper
            key={r.id}
            component="li"
            variant="outlined"
            sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}
            data-testid={`${testId}-row-${r.id}`}
          >
            {children(r)}
          </Paper>
        ))}
      </Box>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(totalRecords / limit))}
        onPageChange={onPage}
        summary={t('console.sales.total', { count: totalRecords })}
        getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
        testId={`${testId}-pages`}
      />
    </>
  );
}

/** Label and value in a small grid cell. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

export const factsGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  my: 1.5,
} as const;
