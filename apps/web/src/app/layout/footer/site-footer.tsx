import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { NewsletterForm } from '../../../features/content/components/newsletter-form';
import { useSession } from '../../../lib/session/session-context';
import { PhoneIcon } from '../../../components/ui/icons';
import { paths } from '../../../paths';
import { TimeZoneSwitch } from './time-zone-switch';

/** The support line shown in the footer (a number, not text to translate). */
export const supportPhone = { display: '+1 (800) 555-0199', tel: '+18005550199' } as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const { status } = useSession();
  const footerLinks = [
    { to: paths.about, label: t('footer.about'), id: 'about' },
    { to: paths.support, label: t('footer.support'), id: 'support' },
    ...(status === 'authenticated' ? [{ to: paths.sitemap, label: t('footer.sitemap'), id: 'sitemap' }] : []),
    { to: paths.privacy, label: t('footer.privacy'), id: 'privacy' },
    { to: paths.terms, label: t('footer.terms'), id: 'terms' },
  ];

  return (
    <Box component="footer" aria-label={t('footer.label')} data-testid="site-footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Box component="nav" aria-label={t('footer.label')}>
              <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0 }}>
                {footerLinks.map((l) => (
                  <li key={l.id}>
                    <Link component={RouterLink} to={l.to} color="inherit" underline="hover" data-testid={`footer-${l.id}`}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
            <Typography sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1 }} data-testid="support-line">
              <PhoneIcon fontSize="small" aria-hidden />
              <span>{t('footer.supportLine')}:</span>
              <Link href={`tel:${supportPhone.tel}`} color="inherit" sx={{ fontWeight: 700 }}>
                {supportPhone.display}
              </Link>
            </Typography>
          </Box>
          <NewsletterForm />
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)', my: 3 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <TimeZoneSwitch />
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
