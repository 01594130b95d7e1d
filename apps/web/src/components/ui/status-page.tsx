import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A centred message page (not found, error, maintenance). */
export function StatusPage({ code, title, text, action, testId }: { code?: string; title: string; text: string; action: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2, py: 6 }} data-testid={testId}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {code && (
          <Typography aria-hidden sx={{ fontSize: 72, fontWeight: 800, lineHeight: 1, color: 'secondary.main', mb: 1 }}>
            {code}
          </Typography>
        )}
        <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {action}
      </Paper>
    </Box>
  );
}
