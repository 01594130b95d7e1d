import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';
export interface Toaster {
  show(message: string, severity?: ToastSeverity): void;
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** The app-wide alerts: `toast.success(t('...'))`. Messages are already translated. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast outside ToastProvider');
  return toaster;
}
