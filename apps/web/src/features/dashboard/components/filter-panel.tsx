import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { listfmtCodes, lottypeCodes } from '@gavel/contract';
import { ExpandMoreIcon } from '../../../components/ui/icons';
import { useCatalogNames, useReferenceData } from '../../../lib/catalog';
import { activeFilterCount, type DashboardFilters, type FilterGroup } from '../lib/dashboard-state';

interface FilterPanelProps {
  filters: DashboardFilters;
  onToggle: (group: FilterGroup, value: number) => void;
  onClear: () => void;
}

/** Category, grade, listing format, lot size and region checkboxes. */
export function FilterPanel({ filters, onToggle, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  const ref = useReferenceData();
  const names = useCatalogNames();
  const groups: { key: FilterGroup; title: string; options: { value: number; label: string }[] }[] = [
    { key: 'category', title: t('dashboard.filter.category'), options: (ref.data?.categories ?? []).map((c) => ({ value: c.id, label: names.categoryName(c) })) },
    { key: 'condition', title: t('dashboard.filter.condition'), options: (ref.data?.conditions ?? []).map((c) => ({ value: c.id, label: names.conditionName(c) })) },
    {
      key: 'listfmt',
      title: t('dashboard.filter.listfmt'),
      options: Object.entries(listfmtCodes).map(([name, code]) => ({ value: code, label: t(`listingFormat.${name}`) })),
    },
    { key: 'lottype', title: t('dashboard.filter.lottype'), options: Object.entries(lottypeCodes).map(([name, code]) => ({ value: code, label: t(`lotSize.${name}`) })) },
    { key: 'reglist', title: t('dashboard.filter.region'), options: (ref.data?.regions ?? []).map((r) => ({ value: r.id, label: names.regionName(r) })) },
  ];
  return (
    <Box component="section" aria-labelledby="dashboard-filter-title" data-testid="dashboard-filters">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="dashboard-filter-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('dashboard.filterBy')}
        </Typography>
        {activeFilterCount(filters) > 0 && (
          <Button size="small" onClick={onClear} data-testid="dashboard-clear-filters">
            {t('dashboard.clearAll')}
          </Button>
        )}
      </Box>
      {groups.map((g) => (
        <Accordion key={g.key} disableGutters defaultExpanded={g.key === 'listfmt'} variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`dash-filter-${g.key}`} aria-controls={`dash-filter-${g.key}-panel`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {g.title}
              {filters[g.key].length > 0 ? ` (${filters[g.key].length})` : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`dash-filter-${g.key}-panel`} sx={{ pt: 0, maxHeight: 260, overflowY: 'auto' }}>
            <FormGroup>
              {g.options.map((o) => (
                <FormControlLabel
                  key={o.value}
                  control={
                    <Checkbox size="small" checked={filters[g.key].includes(o.value)} onChange={() => onToggle(g.key, o.value)} data-testid={`dash-filter-${g.key}-${o.value}`} />
                  }
                  label={<Typography variant="body2">{o.label}</Typography>}
                />
              ))}
            </FormGroup>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
