import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { MarketSettings } from '@gavel/contract';
import { AddIcon } from '../../../../components/ui/icons';
import { useFieldErrors } from '../../content/field-errors';
import { useSetCurrencyRates, useSetIncrements } from '../api/settings-api';
import { DecimalCell, EditableRowsTable, useEditableRows } from './editable-rows';
import { SaveRow, SettingsCard, useSaved } from './settings-card';

/** Currency units as typed ("12.50") → cents; anything else fails the contract's money check (NaN). */
const toCents = (v: string) => (/^\d{1,13}(\.\d{1,2})?$/.test(v.trim()) ? Math.round(Number(v) * 100) : Number.NaN);
const toUnits = (cents: number) => (cents / 100).toFixed(2);

type BandRow = { from: string; to: string; increment: string };

/** The bid increments table: bands in ascending order; an empty "to" makes the last band open-ended. */
export function IncrementsCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const save = useSetIncrements();
  const saved = useSaved();
  const errors = useFieldErrors(save.error);
  const { rows, edit, add, remove } = useEditableRows<BandRow>(() =>
    settings.increments.map((b) => ({
      from: toUnits(b.from_amount),
      to: b.to_amount === null ? '' : toUnits(b.to_amount),
      increment: toUnits(b.increment),
    })),
  );
  const addRow = () => {
    const last = rows[rows.length - 1];
    add({ from: last?.to ?? '0.00', to: '', increment: last?.increment ?? '1.00' });
  };
  const cell = (i: number, key: keyof BandRow, wire: string, label: string) => (
    <DecimalCell
      value={rows[i]![key]}
      onChange={(value) => edit(i, { [key]: value })}
      error={errors.of(`bands.${i}.${wire}`)}
      placeholder={key === 'to' ? t('console.settings.increments.noLimit') : undefined}
      label={t('console.settings.increments.cellLabel', { column: label, row: i + 1 })}
      testId={`band-${i}-${key}`}
      sx={{ minWidth: 104 }}
    />
  );
  const columns = {
    from: t('console.settings.increments.from'),
    to: t('console.settings.increments.to'),
    increment: t('console.settings.increments.increment'),
  };
  return (
    <SettingsCard
      id="increments"
      title={t('console.settings.increments.title')}
      text={t('console.settings.increments.text', { amount: toUnits(settings.default_increment) })}
    >
      <EditableRowsTable
        rows={rows}
        sx={{ overflowX: 'auto' }}
        labelledBy="increments-title"
        columns={[columns.from, columns.to, columns.increment]}
        actions={t('console.settings.increments.actions')}
        rowKey={(_, i) => i}
        rowTestId={(_, i) => `band-${i}`}
        removeLabel={(_, i) => t('console.settings.increments.remove', { row: i + 1 })}
        onRemove={remove}
        cells={(_, i) => (
          <>
            {cell(i, 'from', 'from_amount', columns.from)}
            {cell(i, 'to', 'to_amount', columns.to)}
            {cell(i, 'increment', 'increment', columns.increment)}
          </>
        )}
      />
      <Button startIcon={<AddIcon />} onClick={addRow} sx={{ mt: 1 }} data-testid="band-add">
        {t('console.settings.increments.add')}
      </Button>
      <SaveRow
        mutation={save as never}
        onSave={() =>
          save.mutate(
            rows.map((r) => ({
              from_amount: toCents(r.from),
              to_amount: r.to.trim() === '' ? null : toCents(r.to),
              increment: toCents(r.increment),
            })),
            saved,
          )
        }
        testId="band-save"
      />
    </SettingsCard>
  );
}

/** Exchange rates of the currency converter: units of each currency per 1 EUR. */
export function CurrencyRatesCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const save = useSetCurrencyRates();
  const saved = useSaved();
  const errors = useFieldErrors(save.error);
  const [rates, setRates] = useState(() => settings.currencies.map((c) => String(c.rate)));
  if (settings.currencies.length === 0) return null;
  return (
    <SettingsCard id="currencies" title={t('console.settings.currencies.title')} text={t('console.settings.currencies.text')}>
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
        <Table size="small" stickyHeader aria-labelledby="currencies-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('console.settings.currencies.currency')}</TableCell>
              <TableCell>{t('console.settings.currencies.rate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.currencies.map((c, i) => (
              <TableRow key={c.code}>
                <TableCell component="th" scope="row">
                  <strong>{c.code}</strong> · {c.country_name}
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <TextField
                    size="small"
                    value={rates[i]}
                    onChange={(e) => setRates(rates.map((r, j) => (j === i ? e.target.value : r)))}
                    error={!!errors.of(`rates.${i}.rate`)}
                    helperText={errors.of(`rates.${i}.rate`)}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': t('console.settings.currencies.rateOf', { code: c.code }),
                        'data-testid': `rate-${c.code}`,
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <SaveRow
        mutation={save as never}
        onSave={() =>
          save.mutate(
            settings.currencies.map((c, i) => ({ code: c.code, rate: rates[i]!.trim() === '' ? Number.NaN : Number(rates[i]) })),
            saved,
          )
        }
        testId="rate-save"
      />
    </SettingsCard>
  );
}
