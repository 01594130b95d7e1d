import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useBuyerGroups } from '../api/buyer-groups-api';

/** The lot editor's choice of buyer groups a lot is private to (empty: every buyer sees it). */
export function BuyerGroupsField({ value, onChange, disabled }: { value: number[]; onChange: (ids: number[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const groups = useBuyerGroups().data ?? [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      id="lot-field-buyer_group_ids"
      label={t('console.buyerGroups.lotField')}
      helperText={t('console.buyerGroups.lotFieldHelp')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange((e.target.value as unknown as (number | string)[]).map(Number))}
      slotProps={{ select: { multiple: true, SelectDisplayProps: { 'data-testid': 'lot-select-buyer_group_ids' } as object, renderValue: (v) => groups.filter((g) => (v as number[]).includes(g.id)).map((g) => g.name).join(', ') } }}
    >
      {groups.map((g) => (
        <MenuItem key={g.id} value={g.id} data-testid={`lot-buyer-group-${g.id}`}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
