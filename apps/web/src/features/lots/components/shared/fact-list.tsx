import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  key: string;
  label: string;
  value: string | number | null | undefined;
}

/** Label/value pairs as a definition list: two columns on wide screens, stacked on phones. */
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
      }}
    >
      {shown.map((f) => (
        <Box key={f.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={`fact-${f.key}`}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** "Dallas, TX, United States" from the lot's location fields. */
export const locationOf = (p: { city: string; state: string; country: string }) => [p.city, p.state, p.country].filter(Boolean).join(', ');
