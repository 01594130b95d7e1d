import { memo } from 'react';
import Box from '@mui/material/Box';
import { LotCard, type LotCardLot, type LotCardProps } from './lot-card';

interface LotGridProps extends Omit<LotCardProps, 'lot' | 'variant'> {
  lots: readonly LotCardLot[];
  variant: 'grid' | 'list';
  /** Accessible name of the list. */
  label: string;
  testId?: string;
  /** Grid columns at the widest size (fewer on narrow screens). */
  maxColumns?: 3 | 4;
}

/** Lot cards as a responsive grid or a one-column list; a real list for assistive technology. */
export function LotGrid({ lots, variant, label, testId = 'lot-grid', maxColumns = 3, ...card }: LotGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      data-view={variant}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        '& > li': { minWidth: 0 },
        gridTemplateColumns:
          variant === 'list'
            ? '1fr'
            : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${maxColumns}, minmax(0, 1fr))` },
      }}
    >
      {lots.map((lot) => (
        <LotItem key={lot.id} lot={lot} variant={variant} {...card} />
      ))}
    </Box>
  );
}

/**
 * One card in its list item, drawn again only when its lot (a new object only when the server's
 * answer or a live event changed it: `useLiveLots`, TanStack Query's structural sharing) or its
 * props change: the grid renders again as the page's query refetches and as more cards are added.
 */
const LotItem = memo(function LotItem(props: LotCardProps) {
  return (
    <li>
      <LotCard {...props} />
    </li>
  );
});
