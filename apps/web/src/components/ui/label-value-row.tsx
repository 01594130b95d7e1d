import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label on the left, its value (bold, right-aligned) on the right: prices, totals, facts in a card. */
export function LabelValueRow({
  label,
  children,
  testId,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography
        component="span"
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : undefined }}
      >
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ fontWeight: 700, textAlign: 'right', fontSize: strong ? '1.1rem' : undefined }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}
