import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ExpandMoreIcon } from '../../../components/ui/icons';
import type { FilterOption } from '../hooks/use-filter-options';
import type { ListGroup } from '@gavel/contract/search-url';

interface FilterGroupProps {
  group: ListGroup;
  options: FilterOption[];
  onToggle: (group: ListGroup, id: number) => void;
  defaultExpanded?: boolean;
}

/** One accordion of the filter panel: a checkbox per choice with its count, or "No {title} found in filters". */
export function FilterGroup({ group, options, onToggle, defaultExpanded = true }: FilterGroupProps) {
  const { t } = useTranslation();
  const title = t(`search.group.${group}`);
  const summaryId = `filter-${group}-summary`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      elevation={0}
      square
      data-testid={`filter-group-${group}`}
      sx={{ borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`filter-${group}-content`}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`filter-${group}-content`} sx={{ pt: 0 }}>
        {options.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={`filter-empty-${group}`}>
            {t('search.noFacet', { title })}
          </Typography>
        ) : (
          <FormGroup aria-labelledby={summaryId}>
            {options.map((o) => {
              const control = (
                <FormControlLabel
                  key={o.id}
                  sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={o.selected}
                      onChange={() => onToggle(group, o.id)}
                      slotProps={{ input: { 'data-testid': `filter-${group}-${o.id}` } as object }}
                    />
                  }
                  label={
                    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 14 }}>
                      <span>{o.label}</span>
                      {o.count !== undefined && (
                        <Box component="span" sx={{ color: 'text.secondary' }} data-testid={`filter-count-${group}-${o.id}`}>
                          ({o.count})
                        </Box>
                      )}
                    </Box>
                  }
                />
              );
              return o.description ? (
                <Tooltip key={o.id} title={o.description} placement="right" describeChild>
                  {control}
                </Tooltip>
              ) : (
                control
              );
            })}
          </FormGroup>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
