import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../lib/i18n/use-translation';

/** "Your session has expired due to inactivity!"; closing it logs out (spec 1 §4). */
export function IdleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="idle-title" aria-describedby="idle-text" data-testid="idle-dialog">
      <DialogTitle id="idle-title">{t('auth.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">{t('auth.idleExpired')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="idle-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
