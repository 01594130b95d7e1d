import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { searchPageSizes } from '@gavel/contract';

const GridIcon = () => (
  <SvgIcon fontSize="small">
    <path d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z" />
  </SvgIcon>
);
const ListIcon = () => (
  <SvgIcon fontSize="small">
    <path d="M3 5h4v4H3zm6 1h12v2H9zM3 10h4v4H3zm6 1h12v2H9zm-6 4h4v4H3zm6 1h12v2H9z" />
  </SvgIcon>
);
const FilterIcon = () => (
  <SvgIcon fontSize="small">
    <path d="M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" />
  </SvgIcon>
);

interface SearchToolbarProps {
  summary: string;
  /** The sorts the server offers (with 0 "Best match" when there is text). */
  sorts: { orderby: number; selected: boolean }[];
  onSort: (orderby: number) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  view: 'grid' | 'list';
  onView: (view: 'grid' | 'list') => void;
  /** Below 1024 px: the "Filter By" button that opens the drawer. */
  onOpenFilters?: () => void;
  filterCount: number;
}

/**
 * The count's place is the same before the results arrive as after, so nothing moves when it fills
 * (CLS; it once pushed the controls to another line on a phone): a line of its own on a phone (first),
 * a fixed width beside the controls from 600 px.
 */
const SUMMARY_SX = { mr: 'auto', minHeight: '1.43em', flexBasis: { xs: '100%', sm: '24ch' }, order: { xs: -1, sm: 0 } } as const;

/** Count, sort, results per page, grid/list; "Filter By" below 1024 px. Memoised: give it stable callbacks. */
export const SearchToolbar = memo(function SearchToolbar(p: SearchToolbarProps) {
  const { t } = useTranslation();
  const selectedSort = p.sorts.find((s) => s.selected)?.orderby ?? 3;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }} data-testid="search-toolbar">
      {p.onOpenFilters && (
        <Button variant="outlined" startIcon={<FilterIcon />} onClick={p.onOpenFilters} data-testid="open-filters">
          {t('search.filterBy')}
          {p.filterCount > 0 && ` (${p.filterCount})`}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" role="status" data-testid="search-summary" sx={SUMMARY_SX}>
        {p.summary}
      </Typography>
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel id="search-sort-label">{t('search.sortLabel')}</InputLabel>
        <Select
          labelId="search-sort-label"
          label={t('search.sortLabel')}
          value={selectedSort}
          onChange={(e) => p.onSort(Number(e.target.value))}
          data-testid="search-sort"
        >
          {p.sorts.map((s) => (
            <MenuItem key={s.orderby} value={s.orderby} data-testid={`search-sort-${s.orderby}`}>
              {t(`search.sort.${s.orderby}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 96 }}>
        <InputLabel id="search-size-label">{t('search.perPage')}</InputLabel>
        <Select
          labelId="search-size-label"
          label={t('search.perPage')}
          value={p.pageSize}
          onChange={(e) => p.onPageSize(Number(e.target.value))}
          data-testid="search-page-size"
        >
          {searchPageSizes.map((s) => (
            <MenuItem key={s} value={s} data-testid={`search-page-size-${s}`}>
              {s}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={p.view}
        onChange={(_, v: 'grid' | 'list' | null) => v && p.onView(v)}
        aria-label={t('search.view')}
      >
        <ToggleButton value="grid" aria-label={t('search.viewGrid')} data-testid="view-grid">
          <GridIcon />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('search.viewList')} data-testid="view-list">
          <ListIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
});
