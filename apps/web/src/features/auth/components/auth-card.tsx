import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card of the sign-in family of screens (login, forgot, reset, seller request). */
export function AuthCard({
  title,
  subtitle,
  testId,
  maxWidth = 440,
  children,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }} data-testid={testId}>
        <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
