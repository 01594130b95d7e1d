import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A screen's frame: a centred container with the page's h1. */
export function PageContainer({ title, children, testId }: { title?: string; children?: ReactNode; testId?: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      {title && (
        <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
          {title}
        </Typography>
      )}
      {children}
    </Container>
  );
}
