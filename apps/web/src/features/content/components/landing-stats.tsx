import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';

const stats = ['computers', 'customers', 'brands', 'years'] as const;

/** The four stat cards (spec 1 §2 "Landing page"). */
export function LandingStats() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('landing.statsLabel')}
      data-testid="landing-stats"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {stats.map((s) => (
        <Paper component="li" key={s} elevation={2} sx={{ p: { xs: 2, md: 3 }, textAlign: 'center' }}>
          <Typography sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, color: 'primary.main' }}>{t(`landing.stats.${s}Value`)}</Typography>
          <Typography color="text.secondary">{t(`landing.stats.${s}`)}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
