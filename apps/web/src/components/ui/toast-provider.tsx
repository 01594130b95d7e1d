import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster, type ToastSeverity } from './toast-context';

// Snackbar and Alert load with the first toast: no page shows one on arrival.
const ToastSnackbar = lazy(() => import('./toast-snackbar').then((m) => ({ default: m.ToastSnackbar })));

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

let nextId = 1;

/** One toast at a time for the whole app; toasts queue and show one after another. */
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
        <Suspense fallback={null}>
          <ToastSnackbar
            key={current.id}
            id={current.id}
            message={current.message}
            severity={current.severity}
            open={open}
            onClose={close}
            onExited={() => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
