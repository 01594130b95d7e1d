import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { ToastProvider } from '../components/ui/toast-provider';
import { theme } from './theme';

/**
 * MUI's own ThemeProvider chooses at run time between this (themes without CSS variables, ours)
 * and the CSS-variables provider, so both were in the first page; ours has no `colorSchemes`, and
 * `vars: null` is what MUI's provider would pass for it.
 */
const providedTheme = { ...theme, vars: null };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
