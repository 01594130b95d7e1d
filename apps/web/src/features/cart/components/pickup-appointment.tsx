import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime, useTimeZoneMode } from '../../../lib/dates';
import { useBookPickup, usePickupSlots } from '../api/check-appointments';

/** Pickup appointment for invoices whose buyer arranges shipping (checkAppointments: list, then book). */
export function PickupAppointment({ invoiceIds, booked }: { invoiceIds: number[]; booked: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const zone = useTimeZoneMode();
  const slots = usePickupSlots(invoiceIds);
  const book = useBookPickup(invoiceIds);
  const [choice, setChoice] = useState('');
  const current = slots.data?.appointment ?? booked;
  const free = slots.data?.slots ?? [];

  return (
    <Box data-testid="pickup-appointment" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('cart.pickupIntro')}
      </Typography>
      {current && (
        <Alert severity="success" data-testid="pickup-booked">
          {t('cart.pickupBooked', { date: formatDateTime(current, zone) })}
        </Alert>
      )}
      {free.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            label={t('cart.pickupSlot')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            sx={{ minWidth: 240, flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'pickup-slot' } }}
          >
            {free.map((s) => (
              <MenuItem key={s} value={s}>
                {formatDateTime(s, zone)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!choice || book.isPending}
            sx={{ mt: 1 }}
            onClick={() =>
              book.mutate(choice, {
                onSuccess: () => toast.success(t('cart.pickupSaved')),
                onError: (err) => toast.error(isApiError(err) ? t(`errors.${err.code}`) : t('common.somethingWrong')),
              })
            }
            data-testid="pickup-book"
          >
            {t('cart.pickupBook')}
          </Button>
        </Box>
      ) : (
        !slots.isLoading && !current && <Typography variant="body2">{t('cart.pickupNone')}</Typography>
      )}
    </Box>
  );
}
