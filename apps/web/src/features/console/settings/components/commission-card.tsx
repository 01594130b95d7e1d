import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { MarketSettings } from '@gavel/contract';
import { AddIcon, DeleteIcon } from '../../../../components/ui/icons';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { useFieldErrors } from '../../content/field-errors';
import { useSellerAccounts, useSetCommission } from '../api/settings-api';
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
  const [rows, setRows] = useState<Override[]>(() => settings.commission.sellers.map((s) => ({ ...s, percent: String(s.percent) })));
  const [pick, setPick] = useState('');
  const choices = (accounts.data ?? []).filter((a) => !rows.some((r) => r.seller_id === a.id));
  const add = () => {
    const account = choices.find((a) => String(a.id) === pick);
    if (!account) return;
    setRows([...rows, { seller_id: account.id, name: account.name, email: account.email, percent: percent }]);
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
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="commission-title">
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 0.5 }}>{t('console.settings.commission.seller')}</TableCell>
                <TableCell sx={{ px: 0.5 }}>{t('console.settings.commission.sellerPercent')}</TableCell>
                <TableCell sx={{ px: 0.5 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('console.settings.commission.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => {
                const problem = errors.of(`sellers.${i}.percent`) ?? errors.of(`sellers.${i}.seller_id`);
                return (
                  <TableRow key={r.seller_id} data-testid={`commission-seller-${r.seller_id}`}>
                    <TableCell component="th" scope="row" sx={{ px: 0.5, overflowWrap: 'anywhere' }}>
                      {label(r)}
                      {r.name && (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {r.email}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ px: 0.5, py: 1, verticalAlign: 'top' }}>
                      <TextField
                        size="small"
                        value={r.percent}
                        onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, percent: e.target.value } : x)))}
                        error={!!problem}
                        helperText={problem}
                        sx={{ width: 104 }}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': t('console.settings.commission.percentOf', { name: label(r) }),
                            'data-testid': `commission-seller-${r.seller_id}-percent`,
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell sx={{ px: 0, py: 1, verticalAlign: 'top' }}>
                      <IconButton
                        aria-label={t('console.settings.commission.remove', { name: label(r) })}
                        onClick={() => setRows(rows.filter((__, j) => j !== i))}
                        data-testid={`commission-seller-${r.seller_id}-remove`}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
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
