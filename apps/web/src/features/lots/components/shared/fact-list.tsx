import { Fragment } from 'react';
import Box from '@mui/material/Box';

export interface Fact {
  key: string;
  label: string;
  value: string | number | null | undefined;
}

/**
 * Label/value pairs as a definition list: two columns on wide screens, stacked on phones. Plain
 * `dt`/`dd` under one style (not a Typography each): a lot page draws it in its first commit.
 */
export function FactList({ facts, testId }: { facts: Fact[]; testId?: string }) {
  const shown = facts.filter((f) => f.value !== '' && f.value !== null && f.value !== undefined);
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        typography: 'body2',
        '& > dt': { color: 'text.secondary' },
        '& > dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map((f) => (
        <Fragment key={f.key}>
          <dt>{f.label}</dt>
          <dd data-testid={`fact-${f.key}`}>{f.value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

/** "Dallas, TX, United States" from the lot's location fields. */
export const locationOf = (p: { city: string; state: string; country: string }) => [p.city, p.state, p.country].filter(Boolean).join(', ');
