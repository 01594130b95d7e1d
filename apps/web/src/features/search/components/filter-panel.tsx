import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { FilterOption } from '../hooks/use-filter-options';
import { listGroups, type ListGroup } from '@gavel/contract/search-url';
import { FilterGroup } from './filter-group';

interface FilterPanelProps {
  options: Record<ListGroup, FilterOption[]>;
  searchbar: string;
  onToggle: (group: ListGroup, id: number) => void;
  onClearText: () => void;
  onClearAll: () => void;
}

/** The filter panel (spec 1 §2): selected-filter tags, Clear all, one accordion per group. */
export function FilterPanel({ options, searchbar, onToggle, onClearText, onClearAll }: FilterPanelProps) {
  const { t } = useTranslation();
  const selected = listGroups.flatMap((g) => options[g].filter((o) => o.selected).map((o) => ({ group: g, option: o })));
  const any = selected.length > 0 || !!searchbar;
  return (
    <Box data-testid="filter-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: 18 }}>
          {t('search.filters')}
        </Typography>
        <Button size="small" onClick={onClearAll} disabled={!any} data-testid="filter-clear-all">
          {t('search.clearAll')}
        </Button>
      </Box>
      {any && (
        <Box
          component="ul"
          aria-label={t('search.selectedFilters')}
          data-testid="filter-tags"
          sx={{ listStyle: 'none', m: 0, px: 2, pb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {searchbar && (
            <li>
              <Chip
                size="small"
                label={t('search.text', { text: searchbar })}
                onDelete={onClearText}
                data-testid="filter-tag-searchbar"
              />
            </li>
          )}
          {selected.map(({ group, option }) => (
            <li key={`${group}-${option.id}`}>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={option.label}
                onDelete={() => onToggle(group, option.id)}
                data-testid={`filter-tag-${group}-${option.id}`}
              />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {listGroups.map((g) => (
          <FilterGroup key={g} group={g} options={options[g]} onToggle={onToggle} defaultExpanded={g !== 'reglist' && g !== 'sub_category'} />
        ))}
      </Box>
    </Box>
  );
}
