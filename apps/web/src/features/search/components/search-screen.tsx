import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { search, type SearchFilterInput } from '@gavel/contract';
import { CloseIcon } from '../../../components/ui/icons';
import { errorKey, isApiError } from '../../../lib/api-error';
import { useReferenceData } from '../../../lib/catalog';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReadAfterJoin, useSearchLots } from '../api/search-lots';
import { useFilterOptions } from '../hooks/use-filter-options';
import { useSearchState } from '../hooks/use-search-state';
import { clearFilters, hasFilters, listGroups, toSearchBody, toggleValue, type ListGroup } from '@gavel/contract/search-url';
import { FilterPanel } from './filter-panel';
import { SearchResults } from './search-results';
import { SearchToolbar } from './search-toolbar';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** Filter panel breakpoint (spec 1 §9): a fixed column from 1024 px, a drawer below. */
const WIDE = '(min-width:1024px)';

/**
 * /search, /search?type=completed and /recent/completed (spec 1 §2 "Search screen").
 * `banner` is the banner slider, shown only with no filter and not in completed mode.
 * `saveSearch` renders an action for the current filter (the "Save this search" button of
 * the saved-searches feature, passed in by the route so the two features stay apart).
 */
export function SearchScreen({ banner, saveSearch }: { banner?: ReactNode; saveSearch?: (filter: SearchFilterInput) => ReactNode }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { user, status } = useSession();
  const { state, update } = useSearchState();
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const ref = useReferenceData();
  const result = useSearchLots(toSearchBody(state), user?.id ?? null, status === 'guest');
  const data = result.data;
  const readAfterJoin = useReadAfterJoin(result);
  const options = useFilterOptions(state, data?.facets, ref.data);

  const title = state.searchbar
    ? t('search.resultsFor', { text: state.searchbar })
    : state.completed
      ? t('search.completedTitle')
      : t('search.title');
  useDocumentTitle(state.completed ? t('search.completedTitle') : t('search.title'));

  const toggle = (group: ListGroup, id: number) => update((s) => toggleValue(s, group, id));
  const filterCount = listGroups.reduce((n, g) => n + state[g].length, 0) + (state.searchbar ? 1 : 0);
  const total = data?.totalRecords ?? 0;
  const from = total === 0 ? 0 : (state.page - 1) * state.sh_limit + 1;
  const to = Math.min(total, state.page * state.sh_limit);
  // One function for the screen's life: the cards are memoised (`LotGrid`), a new one would draw them all again.
  const refetch = useCallback(() => void qc.invalidateQueries({ queryKey: ['search'] }), [qc]);
  // While the next answer loads the previous one stays on screen, never more cards than the new page size.
  const shownRecords = result.isPlaceholderData ? data?.records.slice(0, state.sh_limit) : data?.records;
  const badFilter = isApiError(result.error) && result.error.code === 'VALIDATION_FAILED';
  // The toolbar is memoised (its two selects are most of the screen's components outside the cards):
  // an answer that changes no control draws it again with nothing new.
  const selectedSort = state.orderby ?? 3;
  const sorts = useMemo(() => data?.sorts ?? search.searchSortCodes.map((o) => ({ orderby: o, selected: o === selectedSort })), [data?.sorts, selectedSort]);
  const onSort = useCallback((orderby: number) => update((s) => ({ ...s, orderby, page: 1, pagecom: 1 })), [update]);
  const onPageSize = useCallback((sh_limit: number) => update((s) => ({ ...s, sh_limit, page: 1 })), [update]);
  const onView = useCallback((view: 'grid' | 'list') => update((s) => ({ ...s, view })), [update]);
  const openFilters = useCallback(() => setDrawerOpen(true), []);

  // Below the main list once all its cards are drawn (`SearchResults`' `after`).
  const recentlyClosed = !state.completed && data && data.completed.records.length > 0 && (
    <Box component="section" aria-labelledby="recently-closed-heading" sx={{ mt: 5 }} data-testid="recently-closed">
      <Typography id="recently-closed-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('search.recentlyClosed')}
      </Typography>
      <SearchResults
        records={data.completed.records}
        total={data.completed.totalRecords}
        page={state.pagecom}
        pageSize={search.completedSectionSizes.normal}
        view="grid"
        onPage={(pagecom) => update((s) => ({ ...s, pagecom }))}
        label={t('search.recentlyClosed')}
        testId="closed-results"
      />
    </Box>
  );

  const panel = (
    <FilterPanel
      options={options}
      searchbar={state.searchbar}
      onToggle={toggle}
      onClearText={() => update((s) => ({ ...s, searchbar: '', page: 1, pagecom: 1 }))}
      onClearAll={() => update(clearFilters)}
    />
  );

  return (
    <Box data-testid="search-page" data-mode={state.completed ? 'completed' : 'open'}>
      {banner && !state.completed && !hasFilters(state) && (
        <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 3 } }} data-testid="search-banner">
          {banner}
        </Container>
      )}
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }} data-testid="page-title">
            {title}
          </Typography>
          {saveSearch && !state.completed && saveSearch(toSearchBody({ ...state, page: 1, pagecom: 1 }))}
        </Box>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {wide && (
            <Box
              component="aside"
              aria-label={t('search.filters')}
              sx={{ flex: '0 0 270px', position: 'sticky', top: 84, maxHeight: 'calc(100vh - 100px)', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            >
              {panel}
            </Box>
          )}
          <Box component="section" aria-labelledby="search-results-heading" sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="search-results-heading" component="h2" sx={visuallyHidden}>
              {t('search.resultsLabel')}
            </Typography>
            <SearchToolbar
              summary={data ? t('search.showing', { from, to, total }) : ''}
              sorts={sorts}
              onSort={onSort}
              pageSize={state.sh_limit}
              onPageSize={onPageSize}
              view={state.view}
              onView={onView}
              onOpenFilters={wide ? undefined : openFilters}
              filterCount={filterCount}
            />
            <Box sx={{ height: 4, mb: 1 }}>{result.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
            {result.error && !data ? (
              <Alert severity="error" variant="outlined" data-testid="search-error">
                {badFilter ? t('search.badFilter') : t(errorKey(result.error))}
              </Alert>
            ) : (
              <SearchResults
                records={shownRecords}
                total={total}
                page={state.page}
                pageSize={state.sh_limit}
                view={state.view}
                onPage={(page) => update((s) => ({ ...s, page }), { scroll: true })}
                label={t('search.resultsLabel')}
                testId="search-results"
                emptyText={t('search.noResults')}
                onWatchChanged={refetch}
                onJoined={readAfterJoin}
                inSteps
                after={recentlyClosed}
              />
            )}
          </Box>
        </Box>
      </Container>
      {!wide && (
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 320, maxWidth: '88vw' }, 'aria-label': t('search.filterBy') } as object }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }} data-testid="filter-drawer">
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('search.filterBy')}
            </Typography>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('search.closeFilters')} data-testid="close-filters">
              <CloseIcon />
            </IconButton>
          </Box>
          {panel}
        </Drawer>
      )}
    </Box>
  );
}
