import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ToastContext, type Toaster, type ToastSeverity } from './toast-context';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

let nextId = 1;

/** One Snackbar for the whole app; toasts queue and show one after another. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback((message: string, severity: ToastSeverity = 'info') => {
    setQueue((q) => [...q, { id: nextId++, message, severity }]);
    setOpen(true);
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      show,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      warning: (m) => show(m, 'warning'),
      info: (m) => show(m, 'info'),
    }),
    [show],
  );

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={current.severity === 'error' ? 8000 : 5000}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          // Below the sticky header, so the toast never hides its menus.
          sx={{ top: { xs: 72, md: 84 } }}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((q) => q.slice(1));
                setOpen(true);
              },
            },
          }}
        >
          <Alert onClose={close} severity={current.severity} variant="filled" data-testid="toast" sx={{ width: '100%' }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
