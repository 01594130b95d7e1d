import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Opened by /login?auth=1: invites the visitor to register. */
export function SignupInviteDialog({ open, onClose, registerPath }: { open: boolean; onClose: () => void; registerPath: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-title" aria-describedby="invite-text" data-testid="signup-invite">
      <DialogTitle id="invite-title">{t('auth.inviteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="invite-text">{t('auth.inviteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auth.inviteLater')}</Button>
        <Button variant="contained" component={RouterLink} to={registerPath} data-testid="invite-register">
          {t('auth.inviteRegister')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
