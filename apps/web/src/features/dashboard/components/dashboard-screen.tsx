import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dashboardPageSizes, type DashboardRecord } from '@gavel/contract';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination, pageLabel } from '../../../components/ui/pagination';
import { Loading } from '../../../components/ui/loading';
import { FilterIcon, GridViewIcon, ListViewIcon } from '../../../components/ui/icons';
import { DisputeDialog } from '../../../components/disputes/dispute-dialog';
import { useLiveLots } from '../../../lib/realtime/use-live-lots';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links } from '../../../paths';
import { dashboardKeys, useDashboardPage } from '../api/search-dash-projects';
import {
  activeFilterCount,
  clearFilters,
  initialState,
  isDashboardType,
  loadType,
  setPage,
  setPageSize,
  toFilter,
  toggleFilter,
  type DashboardState,
} from '../lib/dashboard-state';
import { DashboardCard } from './dashboard-card';
import { FilterPanel } from './filter-panel';
import { LotDetailsDrawer } from './lot-details-drawer';
import { StatusMenu } from './status-menu';

/** /dashboard and /dashboard/{type}: the buyer's lots by status, filtered and paged. */
export function DashboardScreen() {
  const { type: param } = useParams();
  if (param !== undefined && !isDashboardType(param)) return <Navigate to={links.dashboard()} replace />;
  return <Dashboard type={param ?? 'active'} />;
}

function Dashboard({ type }: { type: DashboardState['type'] }) {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  useDocumentTitle(t('page.dashboard'));
  const wide = useMediaQuery('(min-width:1024px)', { noSsr: true });
  const [state, setState] = useState<DashboardState>(() => loadType(initialState(), type));
  // A new type loads: filters reset, page 1, 15 a page.
  if (state.type !== type) setState(loadType(state, type));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [details, setDetails] = useState<DashboardRecord | null>(null);
  const [dispute, setDispute] = useState<DashboardRecord | null>(null);
  const query = useDashboardPage(toFilter(state));
  const data = query.data;
  const records = useLiveLots(data?.records, session.user?.id ?? null);
  const total = data?.totalRecords ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));
  const from = records.length ? (state.page - 1) * state.pageSize + 1 : 0;
  const to = records.length ? from + records.length - 1 : 0;

  const onWatchChanged = (_lotId: number, watched: boolean) => {
    // A lot removed from the watch list leaves it: refetch (spec 2 §4).
    if (!watched || type === 'watchlist') void client.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  const panel = (
    <FilterPanel
      filters={state.filters}
      onToggle={(g, v) => setState((s) => toggleFilter(s, g, v))}
      onClear={() => setState((s) => clearFilters(s))}
    />
  );

  return (
    <PageContainer title={t('page.dashboard')} testId="dashboard-screen">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: wide ? '220px 240px minmax(0, 1fr)' : '1fr' }}>
        <Box>
          <StatusMenu type={type} counts={data?.counts} />
        </Box>
        {wide && <Box data-testid="dashboard-filter-column">{panel}</Box>}
        <Box component="section" aria-labelledby="dashboard-results-title" data-testid="dashboard-results" data-type={type}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography id="dashboard-results-title" variant="h5" component="h2" sx={{ flex: 1 }}>
              {t(`dashboard.type.${type}`)}
            </Typography>
            {!wide && (
              <Button variant="outlined" startIcon={<FilterIcon />} onClick={() => setFiltersOpen(true)} data-testid="dashboard-filter-button">
                {t('dashboard.filters')}
                {activeFilterCount(state.filters) ? ` (${activeFilterCount(state.filters)})` : ''}
              </Button>
            )}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={state.view}
              onChange={(_, v: 'grid' | 'list' | null) => v && setState((s) => ({ ...s, view: v }))}
              aria-label={t('dashboard.viewLabel')}
            >
              <ToggleButton value="grid" aria-label={t('dashboard.grid')} data-testid="dashboard-view-grid">
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('dashboard.list')} data-testid="dashboard-view-list">
                <ListViewIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Pagination
            page={state.page}
            pageCount={pageCount}
            onPageChange={(p) => setState((s) => setPage(s, p))}
            summary={t('dashboard.showing', { from, to, total })}
            pageSize={state.pageSize}
            pageSizes={dashboardPageSizes}
            onPageSizeChange={(n) => setState((s) => setPageSize(s, n))}
            pageSizeLabel={t('dashboard.perPage')}
            getItemAriaLabel={(kind, page) => pageLabel(t, kind, page)}
            siblingCount={3}
            boundaryCount={2}
            testId="dashboard-pagination"
          />
          {query.isPending ? (
            <Loading />
          ) : records.length === 0 ? (
            <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="dashboard-no-results" role="status">
              {t('dashboard.noResults')}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t(`dashboard.type.${type}`)}
              data-testid="dashboard-list"
              data-view={state.view}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: state.view === 'list' ? '1fr' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {records.map((lot) => (
                <Box component="li" key={lot.id} sx={{ minWidth: 0 }}>
                  <DashboardCard lot={lot} type={type} variant={state.view} onDetails={setDetails} onDispute={setDispute} onWatchChanged={onWatchChanged} />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Box>

      {!wide && (
        <Drawer anchor="left" open={filtersOpen} onClose={() => setFiltersOpen(false)} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
          {panel}
          <Button variant="contained" onClick={() => setFiltersOpen(false)} sx={{ mt: 2 }} data-testid="dashboard-filters-done">
            {t('dashboard.showResults')}
          </Button>
        </Drawer>
      )}
      <LotDetailsDrawer lot={details} type={type} onClose={() => setDetails(null)} onDispute={setDispute} />
      {dispute && <DisputeDialog open onClose={() => setDispute(null)} lotId={dispute.id} lotTitle={dispute.title} onSent={() => setDispute(null)} />}
    </PageContainer>
  );
}
