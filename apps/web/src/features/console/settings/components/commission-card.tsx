import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { MarketSettings } from '@gavel/contract';
import { AddIcon } from '../../../../components/ui/icons';
import { useFieldErrors } from '../../content/field-errors';
import { useSellerAccounts, useSetCommission } from '../api/settings-api';
import { DecimalCell, EditableRowsTable, useEditableRows } from './editable-rows';
import { SaveRow, SettingsCard, useSaved } from './settings-card';

type Override = { seller_id: number; name: string; email: string; percent: string };

/** A percent as typed ("12.5", "12,5") → a number; empty input is NaN, which the contract refuses (PERCENT_RANGE). */
const toPercent = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.')));

/**
 * The commission the sales reports deduct: the site-wide percent and sellers' own percents
 * (add one by picking a seller account, remove it with its row's button). Saved as a whole.
 */
export function CommissionCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const save = useSetCommission();
  const saved = useSaved();
  const errors = useFieldErrors(save.error);
  const accounts = useSellerAccounts();
  const [percent, setPercent] = useState(String(settings.commission.percent));
  const { rows, edit, add: addRow, remove } = useEditableRows<Override>(() => settings.commission.sellers.map((s) => ({ ...s, percent: String(s.percent) })));
  const [pick, setPick] = useState('');
  const choices = (accounts.data ?? []).filter((a) => !rows.some((r) => r.seller_id === a.id));
  const add = () => {
    const account = choices.find((a) => String(a.id) === pick);
    if (!account) return;
    addRow({ seller_id: account.id, name: account.name, email: account.email, percent: percent });
    setPick('');
  };
  const label = (r: Pick<Override, 'name' | 'email'>) => r.name || r.email;
  return (
    <SettingsCard id="commission" title={t('console.settings.commission.title')} text={t('console.settings.commission.text')}>
      <TextField
        label={t('console.settings.commission.percent')}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={!!errors.of('percent')}
        helperText={errors.of('percent') ?? t('console.settings.commission.percentHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'commission-percent' } }}
      />
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="commission-none">
          {t('console.settings.commission.none')}
        </Typography>
      ) : (
        <EditableRowsTable
          rows={rows}
          sx={{ mt: 2, overflowX: 'auto' }}
          labelledBy="commission-title"
          columns={[t('console.settings.commission.seller'), t('console.settings.commission.sellerPercent')]}
          actions={t('console.settings.commission.actions')}
          rowKey={(r) => r.seller_id}
          rowTestId={(r) => `commission-seller-${r.seller_id}`}
          removeLabel={(r) => t('console.settings.commission.remove', { name: label(r) })}
          onRemove={remove}
          cells={(r, i) => (
            <>
              <TableCell component="th" scope="row" sx={{ px: 0.5, overflowWrap: 'anywhere' }}>
                {label(r)}
                {r.name && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {r.email}
                  </Typography>
                )}
              </TableCell>
              <DecimalCell
                value={r.percent}
                onChange={(percent) => edit(i, { percent })}
                error={errors.of(`sellers.${i}.percent`) ?? errors.of(`sellers.${i}.seller_id`)}
                label={t('console.settings.commission.percentOf', { name: label(r) })}
                testId={`commission-seller-${r.seller_id}-percent`}
                sx={{ width: 104 }}
              />
            </>
          )}
        />
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('console.settings.commission.pick')}
          value={pick}
          onChange={(e) => setPick(e.target.value)}
          disabled={choices.length === 0}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'commission-pick' } }}
        >
          <option value="" />
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name ? `${a.name} · ${a.email}` : a.email}
            </option>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} onClick={add} disabled={pick === ''} data-testid="commission-add">
          {t('console.settings.commission.add')}
        </Button>
      </Box>
      <SaveRow
        mutation={save as never}
        onSave={() =>
          save.mutate(
            { percent: toPercent(percent), sellers: rows.map((r) => ({ seller_id: r.seller_id, percent: toPercent(r.percent) })) },
            saved,
          )
        }
        testId="commission-save"
      />
    </SettingsCard>
  );
}
