import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { MarketSettings } from '@gavel/contract';
import { errorText } from '../../../../lib/api-error';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Loading } from '../../../../components/ui/loading';
import { useToast } from '../../../../components/ui/toast-context';
import { ConsolePage } from '../../shell/console-page';
import { useFieldErrors } from '../../content/field-errors';
import { useMarketSettings, useSetBuyerApproval, useSetMaintenance, useSetOfferExpiry, useSetSoftClose } from '../api/settings-api';
import { CurrencyRatesCard, IncrementsCard } from './tables-cards';
import { CommissionCard } from './commission-card';
import { SaveRow, SettingsCard, toInt, useSaved } from './settings-card';

/** Operator settings (issue 10): each card saves on its own and takes effect at once. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useMarketSettings();
  return (
    <ConsolePage title={t('console.settings.title')} testId="console-settings">
      {settings.isPending ? (
        <Loading minHeight={320} />
      ) : settings.isError ? (
        <Alert severity="error">{t('console.content.loadFailed')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <SwitchesCard settings={settings.data} />
          <OfferExpiryCard settings={settings.data} />
          <SoftCloseCard settings={settings.data} />
          <IncrementsCard settings={settings.data} />
          <CommissionCard settings={settings.data} />
          <CurrencyRatesCard settings={settings.data} />
        </Box>
      )}
    </ConsolePage>
  );
}

function SwitchesCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const maintenance = useSetMaintenance();
  const approval = useSetBuyerApproval();
  const [confirm, setConfirm] = useState(false);
  const failed = (e: unknown) => toast.error(errorText(t, e));
  const switchMaintenance = (on: boolean) =>
    maintenance.mutate(on, {
      onSuccess: () => {
        setConfirm(false);
        toast.success(t(on ? 'console.settings.maintenance.on' : 'console.settings.maintenance.off'));
      },
      onError: failed,
    });
  return (
    <SettingsCard id="switches" title={t('console.settings.switches.title')} text={t('console.settings.switches.text')}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.maintenance}
              disabled={maintenance.isPending}
              onChange={(e) => (e.target.checked ? setConfirm(true) : switchMaintenance(false))}
              slotProps={{ input: { 'data-testid': 'setting-maintenance' } as object }}
            />
          }
          label={t('console.settings.maintenance.label')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, ml: 6 }}>
          {t('console.settings.maintenance.help')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={settings.buyer_approval}
              disabled={approval.isPending}
              onChange={(e) =>
                approval.mutate(e.target.checked, {
                  onSuccess: (r) =>
                    toast.success(t(r.data.buyer_approval ? 'console.settings.approval.on' : 'console.settings.approval.off')),
                  onError: failed,
                })
              }
              slotProps={{ input: { 'data-testid': 'setting-buyer-approval' } as object }}
            />
          }
          label={t('console.settings.approval.label')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, ml: 6 }}>
          {t('console.settings.approval.help')}
        </Typography>
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t('console.settings.maintenance.confirmTitle')}
        confirmLabel={t('console.settings.maintenance.confirm')}
        cancelLabel={t('console.content.cancel')}
        busy={maintenance.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => switchMaintenance(true)}
        testId="maintenance-confirm"
      >
        {t('console.settings.maintenance.confirmText')}
      </ConfirmDialog>
    </SettingsCard>
  );
}

function OfferExpiryCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const save = useSetOfferExpiry();
  const saved = useSaved();
  const [hours, setHours] = useState(String(settings.offer_expiry_hours));
  const errors = useFieldErrors(save.error);
  return (
    <SettingsCard id="offers" title={t('console.settings.offers.title')} text={t('console.settings.offers.text')}>
      <TextField
        type="number"
        label={t('console.settings.offers.hours')}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={!!errors.of('offer_expiry_hours')}
        helperText={errors.of('offer_expiry_hours')}
        slotProps={{ htmlInput: { min: 1, max: 720, step: 1, 'data-testid': 'setting-offer-hours' } }}
      />
      <SaveRow mutation={save as never} onSave={() => save.mutate(toInt(hours), saved)} testId="setting-offer-save" />
    </SettingsCard>
  );
}

function SoftCloseCard({ settings }: { settings: MarketSettings }) {
  const { t } = useTranslation();
  const save = useSetSoftClose();
  const saved = useSaved();
  const s = settings.soft_close;
  const [form, setForm] = useState({
    window: String(s.window_seconds),
    extension: String(s.extension_seconds),
    cap: String(s.cap_seconds ?? 3600),
    capped: s.cap_seconds !== null,
  });
  const errors = useFieldErrors(save.error);
  const field = (key: 'window' | 'extension' | 'cap', wire: string, testId: string) => (
    <TextField
      type="number"
      label={t(`console.settings.softClose.${key}`)}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      error={!!errors.of(wire)}
      helperText={errors.of(wire) ?? t(`console.settings.softClose.${key}Help`)}
      disabled={key === 'cap' && !form.capped}
      slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': testId } }}
    />
  );
  return (
    <SettingsCard id="soft-close" title={t('console.settings.softClose.title')} text={t('console.settings.softClose.text')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {field('window', 'window_seconds', 'setting-soft-window')}
        {field('extension', 'extension_seconds', 'setting-soft-extension')}
        <FormControlLabel
          control={<Checkbox checked={form.capped} onChange={(e) => setForm({ ...form, capped: e.target.checked })} />}
          label={t('console.settings.softClose.capped')}
        />
        {field('cap', 'cap_seconds', 'setting-soft-cap')}
      </Box>
      <SaveRow
        mutation={save as never}
        onSave={() =>
          save.mutate(
            {
              window_seconds: toInt(form.window),
              extension_seconds: toInt(form.extension),
              cap_seconds: form.capped ? toInt(form.cap) : null,
            },
            saved,
          )
        }
        testId="setting-soft-save"
      />
    </SettingsCard>
  );
}
