import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ToastSeverity } from './toast-context';

export interface ToastSnackbarProps {
  id: number;
  message: string;
  severity: ToastSeverity;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

/** The toast itself (Snackbar + Alert): loaded with the first toast, not with the first page. */
export function ToastSnackbar({ id, message, severity, open, onClose, onExited }: ToastSnackbarProps) {
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={severity === 'error' ? 8000 : 5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Below the sticky header, so the toast never hides its menus.
      sx={{ top: { xs: 72, md: 84 } }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert onClose={onClose} severity={severity} variant="filled" data-testid="toast" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
