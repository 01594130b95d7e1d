import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 } as const;
const value = { typography: 'body1', fontWeight: 700, textAlign: 'right' } as const;
const plain: SxProps<Theme> = { ...row, '& > :first-of-type': { typography: 'body2', color: 'text.secondary' }, '& > :last-of-type': value };
const strongRow: SxProps<Theme> = {
  ...row,
  '& > :first-of-type': { typography: 'subtitle1', fontWeight: 700, color: 'text.primary' },
  '& > :last-of-type': { ...value, fontSize: '1.1rem' },
};

/**
 * A label on the left, its value (bold, right-aligned) on the right: prices, totals, facts in a card.
 * Two plain spans under one style (not two Typography components): a lot page's bidding card draws
 * several in its first commit.
 */
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
    <Box sx={strong ? strongRow : plain}>
      <span>{label}</span>
      <span data-testid={testId}>{children}</span>
    </Box>
  );
}
