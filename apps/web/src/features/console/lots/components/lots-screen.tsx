import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import {
  consoleListingFormats,
  consoleLotPageSizes,
  consoleLotSorts,
  consoleLotStatuses,
  type ConsoleLotFilter,
  type ConsoleLotSummary,
} from '@gavel/contract';
import { AddIcon, ImageIcon, SearchIcon, UploadIcon } from '../../../../components/ui/icons';
import { Loading } from '../../../../components/ui/loading';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { Pagination } from '../../../../components/ui/pagination';
import { formatDateTime } from '../../../../lib/dates';
import { useDesktop } from '../../../../lib/use-desktop';
import { useSession } from '../../../../lib/session/session-context';
import { isStaffUser } from '../../../../lib/session/roles';
import { ConsolePage } from '../../shell/console-page';
import { consoleLinks, consolePaths } from '../../console-paths';
import { useConsoleLots } from '../api/lots-api';
import { LotStatusChip } from './lot-status-chip';
import { LotBulkBar } from './lot-bulk-bar';

type Filter = Omit<ConsoleLotFilter, 'sort' | 'page' | 'per_page'> & { sort: NonNullable<ConsoleLotFilter['sort']>; page: number; per_page: number };

/** Admin Module → Lots (issue 10): every lot in any state (a seller: its own), searched, filtered, sorted and paged. */
export function LotsScreen() {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const staff = isStaffUser(useSession().user);
  const [filter, setFilter] = useState<Filter>({ sort: 'newest', page: 1, per_page: 25 });
  const [text, setText] = useState('');
  const lots = useConsoleLots(filter);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const set = (patch: Partial<Filter>) => {
    setSelected(new Set());
    setFilter((f) => ({ ...f, page: 1, ...patch }));
  };
  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const pick = { selected, toggle };
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.trim() || undefined });
  };
  const total = lots.data?.totalRecords ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / filter.per_page));

  return (
    <ConsolePage
      title={t('console.lots.title')}
      testId="console-lots"
      actions={
        <>
          <Button component={RouterLink} to={consolePaths.lotsBulk} variant="outlined" startIcon={<UploadIcon />} data-testid="lots-bulk">
            {t('console.bulk.open')}
          </Button>
          <Button component={RouterLink} to={consolePaths.lotNew} variant="contained" startIcon={<AddIcon />} data-testid="lot-new">
            {t('console.lots.new')}
          </Button>
        </>
      }
    >
      <Box component="form" role="search" aria-label={t('console.lots.title')} onSubmit={search} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }, mb: 2 }}>
        <TextField
          size="small"
          label={t('console.lots.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'lots-search' } }}
        />
        <TextField select size="small" label={t('console.lots.filter.status')} value={filter.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as Filter['status'] })} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'lots-status' } as object } }}>
          <MenuItem value="">{t('console.lots.filter.all')}</MenuItem>
          {consoleLotStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`console.lots.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('console.lots.filter.format')} value={filter.listing_format ?? ''} onChange={(e) => set({ listing_format: (e.target.value || undefined) as Filter['listing_format'] })}>
          <MenuItem value="">{t('console.lots.filter.all')}</MenuItem>
          {consoleListingFormats.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`console.lots.format.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('console.lots.filter.sort')} value={filter.sort} onChange={(e) => set({ sort: e.target.value as Filter['sort'] })}>
          {consoleLotSorts.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`console.lots.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} data-testid="lots-search-submit">
          {t('console.lots.searchButton')}
        </Button>
      </Box>
      <LotBulkBar ids={[...selected]} onClear={() => setSelected(new Set())} />
      {lots.isPending ? (
        <Loading minHeight={240} />
      ) : lots.isError ? (
        <Alert severity="error">{t('console.lots.loadFailed')}</Alert>
      ) : lots.data.records.length === 0 ? (
        <Alert severity="info" data-testid="lots-empty">
          {t('console.lots.none')}
        </Alert>
      ) : desktop ? (
        <LotsTable rows={lots.data.records} staff={staff} pick={pick} />
      ) : (
        <LotCards rows={lots.data.records} pick={pick} />
      )}
      {total > 0 && (
        <Pagination
          page={filter.page}
          pageCount={pageCount}
          onPageChange={(page) => setFilter((f) => ({ ...f, page }))}
          summary={t('console.lots.summary', { from: (filter.page - 1) * filter.per_page + 1, to: Math.min(total, filter.page * filter.per_page), total })}
          pageSize={filter.per_page}
          pageSizes={consoleLotPageSizes}
          onPageSizeChange={(per_page) => set({ per_page: per_page as Filter['per_page'] })}
          pageSizeLabel={t('console.lots.perPage')}
          testId="lots-pagination"
        />
      )}
    </ConsolePage>
  );
}

function Thumb({ src, size }: { src: string; size: number }) {
  return src ? (
    <Box component="img" src={src} alt="" sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }} />
  ) : (
    <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }} aria-hidden>
      <ImageIcon fontSize="small" color="disabled" />
    </Box>
  );
}

/** The list's selection (ids, across pages until a filter changes). */
interface Pick {
  selected: ReadonlySet<number>;
  toggle: (ids: number[], on: boolean) => void;
}

function LotsTable({ rows, staff, pick }: { rows: ConsoleLotSummary[]; staff: boolean; pick: Pick }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const ids = rows.map((l) => l.id);
  const chosen = ids.filter((id) => pick.selected.has(id)).length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="lots-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(e) => pick.toggle(ids, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('console.bulk.selectPage'), 'data-testid': 'lots-select-page' } as object }}
              />
            </TableCell>
            <TableCell>{t('console.lots.col.lot')}</TableCell>
            <TableCell>{t('console.lots.col.status')}</TableCell>
            <TableCell>{t('console.lots.col.format')}</TableCell>
            <TableCell align="right">{t('console.lots.col.bids')}</TableCell>
            <TableCell align="right">{t('console.lots.col.views')}</TableCell>
            <TableCell align="right">{t('console.lots.col.price')}</TableCell>
            <TableCell>{t('console.lots.col.closes')}</TableCell>
            {staff && <TableCell>{t('console.lots.col.seller')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((l) => (
            <TableRow key={l.id} hover selected={pick.selected.has(l.id)} data-testid={`lot-row-${l.id}`}>
              <TableCell padding="checkbox">
                <SelectBox lot={l} pick={pick} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Thumb src={l.thumbnail} size={44} />
                  <Box sx={{ minWidth: 0 }}>
                    <Link component={RouterLink} to={consoleLinks.lot(l.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {l.title}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div">
                      #{l.id}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>
                <LotStatusChip status={l.status} />
              </TableCell>
              <TableCell>{t(`console.lots.format.${l.listing_format}`)}</TableCell>
              <TableCell align="right">{l.bid_count}</TableCell>
              <TableCell align="right">{l.view_count}</TableCell>
              <TableCell align="right">{money(l.current_price, l.currency)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.date_closed)}</TableCell>
              {staff && <TableCell>{l.seller?.name ?? '—'}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SelectBox({ lot, pick }: { lot: ConsoleLotSummary; pick: Pick }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={pick.selected.has(lot.id)}
      onChange={(e) => pick.toggle([lot.id], e.target.checked)}
      slotProps={{ input: { 'aria-label': t('console.bulk.selectLot', { id: lot.id, title: lot.title }), 'data-testid': `lot-select-${lot.id}` } as object }}
    />
  );
}

function LotCards({ rows, pick }: { rows: ConsoleLotSummary[]; pick: Pick }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="lots-cards">
      {rows.map((l) => (
        <Paper component="li" variant="outlined" key={l.id} sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid={`lot-row-${l.id}`}>
          <SelectBox lot={l} pick={pick} />
          <Thumb src={l.thumbnail} size={64} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link component={RouterLink} to={consoleLinks.lot(l.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {l.title}
            </Link>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 0.5 }}>
              <LotStatusChip status={l.status} />
              <Chip size="small" variant="outlined" label={t(`console.lots.format.${l.listing_format}`)} />
              <Typography variant="caption" color="text.secondary">
                #{l.id}
              </Typography>
            </Box>
            <Typography variant="body2">
              {money(l.current_price, l.currency)} · {t('console.lots.bidsCount', { count: l.bid_count })} · {t('console.lots.viewsCount', { count: l.view_count })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('console.lots.closesAt', { date: formatDateTime(l.date_closed) })}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
