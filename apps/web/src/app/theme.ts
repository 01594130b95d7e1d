import { createTheme } from '@mui/material/styles';

/**
 * Breakpoints follow the spec: the full header appears at 992 px (`md`). The
 * 1024 px filter-panel breakpoint is a media query of its own in the features.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 992, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1d3b6f', dark: '#142a50', light: '#3c5d94', contrastText: '#ffffff' },
    // Orange dark enough for white text (5.0:1, WCAG AA); the brand's lighter #e07b16 gave 2.99:1.
    secondary: { main: '#b45309', dark: '#92400e', light: '#e07b16', contrastText: '#ffffff' },
    // warning.dark carries text ("Reserve price is not met"): 5.9:1 on white.
    warning: { main: '#ed6c02', dark: '#a04000', light: '#ff9800', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4f5b6b' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Liberation Sans", sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
