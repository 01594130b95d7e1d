import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifications } from '@gavel/contract';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useSaveNotificationSettings } from '../api/save-notification-settings';

const codes = notifications.notificationSettingCodes;
const names = notifications.notificationSettingNames;
const parse = (csv: string) => new Set(csv.split(',').filter(Boolean).map(Number));

/** Which notifications also go by email and by SMS (codes 1, 2, 4, 5, 6, 7). */
export function NotificationSettingsSection({ settings }: { settings: { user_notify: string; user_notify_sms: string } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveNotificationSettings();
  const [email, setEmail] = useState(() => parse(settings.user_notify));
  const [sms, setSms] = useState(() => parse(settings.user_notify_sms));
  const toggle = (set: Set<number>, update: (s: Set<number>) => void, code: number) => {
    const next = new Set(set);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    update(next);
  };
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('account.notificationSettings')} data-testid="notification-settings">
          <TableHead>
            <TableRow>
              <TableCell>{t('account.notification')}</TableCell>
              <TableCell align="center">{t('account.byEmail')}</TableCell>
              <TableCell align="center">{t('account.bySms')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {names.map((name) => {
              const code = codes[name];
              const label = t(`account.setting.${name}`);
              return (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">{label}</TableCell>
                  <TableCell align="center">
                    <Checkbox checked={email.has(code)} onChange={() => toggle(email, setEmail, code)} slotProps={{ input: { 'aria-label': `${label}: ${t('account.byEmail')}` } }} />
                  </TableCell>
                  <TableCell align="center">
                    <Checkbox checked={sms.has(code)} onChange={() => toggle(sms, setSms, code)} slotProps={{ input: { 'aria-label': `${label}: ${t('account.bySms')}` } }} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Button
        sx={{ mt: 2 }}
        variant="contained"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { user_notify: [...email].sort((a, b) => a - b).join(','), user_notify_sms: [...sms].sort((a, b) => a - b).join(',') },
            { onSuccess: () => toast.success(t('account.notificationsUpdated')), onError: (err) => toast.error(errorText(t, err)) },
          )
        }
      >
        {t('account.saveSettings')}
      </Button>
    </Box>
  );
}
