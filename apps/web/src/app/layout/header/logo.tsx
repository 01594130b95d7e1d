import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../paths';

/** The Gavel mark and word, linking home. */
/** `compactBetweenMdLg`: the full header at 992–1535 px shows the mark only, leaving room for the links. */
export function Logo({ compactBetweenMdLg = false }: { compactBetweenMdLg?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={t('header.home')}
      data-testid="logo"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', flexShrink: 0 }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 34, height: 34 }}>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <g transform="rotate(-45 15 15)">
          <rect x="8" y="5" width="14" height="6" rx="1.5" fill="#e07b16" />
          <rect x="13.5" y="11" width="3" height="14" rx="1.5" fill="#ffffff" />
        </g>
        <rect x="4.5" y="24" width="12" height="3.5" rx="1.5" fill="#ffffff" />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: 22, letterSpacing: 0.5, display: compactBetweenMdLg ? { xs: 'inline', md: 'none', xl: 'inline' } : 'inline' }}
      >
        {t('app.name')}
      </Box>
    </Box>
  );
}
