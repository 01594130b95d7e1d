import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

export function LandingHero({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #142a50 0%, #1d3b6f 55%, #2f5a9e 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          opacity: 0.12,
          backgroundImage: 'radial-gradient(circle at 1px 1px, #fff 1px, transparent 0)',
          backgroundSize: '22px 22px',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 10 } }}>
        <Typography id="hero-title" variant="h3" component="h1" sx={{ maxWidth: 720, fontSize: { xs: 30, sm: 40, md: 48 } }}>
          {t('landing.heroTitle')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, maxWidth: 640, fontSize: { xs: 16, md: 19 }, opacity: 0.9 }}>{t('landing.heroText')}</Typography>
        <Button component={RouterLink} to={searchPath} variant="contained" color="secondary" size="large" data-testid="see-live-auctions">
          {t('landing.seeLiveAuctions')}
        </Button>
      </Container>
    </Box>
  );
}
