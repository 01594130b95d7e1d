import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, NavLink, Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { addConsoleText } from '../../../lib/i18n/i18n';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { saveReturnTo } from '../../../lib/session/return-to';
import { paths } from '../../../paths';
import { StatusPage } from '../../../components/ui/status-page';
import { navGroups, sectionsFor } from './console-sections';

/** Loads the console's text for the current language before the console renders. */
function useConsoleText(): boolean {
  const { language } = useLanguage();
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    addConsoleText(language)
      .catch(() => undefined)
      .finally(() => live && setReady(language));
    return () => {
      live = false;
    };
  }, [language]);
  return ready === language;
}

function ConsoleNavigation({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const sections = sectionsFor(staff);
  return (
    <>
      {/* Narrow screens: one scrolling row of links above the screen. */}
      <Box component="nav" aria-label={t('console.nav.label')} sx={{ display: { xs: 'block', md: 'none' }, overflowX: 'auto', borderBottom: 1, borderColor: 'divider', px: 1 }}>
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0.5 }}>
          {sections.map((s) => (
            <li key={s.path}>
              <Button component={NavLink} to={s.path} size="small" sx={{ whiteSpace: 'nowrap', '&.active': { bgcolor: 'action.selected' } }}>
                {t(s.labelKey)}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {/* Wide screens: the grouped list on the left. */}
      <Paper component="nav" variant="outlined" aria-label={t('console.nav.label')} sx={{ display: { xs: 'none', md: 'block' }, width: 232, flexShrink: 0, alignSelf: 'flex-start', m: 2, mr: 0 }}>
        {navGroups.map((group) => {
          const items = sections.filter((s) => s.group === group);
          if (!items.length) return null;
          return (
            <Box key={group}>
              <Typography component="h2" variant="overline" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
                {t(`console.nav.group.${group}`)}
              </Typography>
              <List dense disablePadding>
                {items.map((s) => (
                  <li key={s.path}>
                    <ListItemButton component={NavLink} to={s.path} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}>
                      <ListItemText primary={t(s.labelKey)} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            </Box>
          );
        })}
      </Paper>
    </>
  );
}

/**
 * The operator console's frame (issue 10): staff and seller accounts only (the API enforces
 * the same rule on every call), the console text loaded on demand, navigation and the screen.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { status, token, isStaff, isSeller } = useSession();
  const location = useLocation();
  const ready = useConsoleText();

  if (!token) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    saveReturnTo(from);
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (status === 'loading' || !ready) return <Loading minHeight="50vh" />;
  if (!isStaff && !isSeller) {
    return (
      <StatusPage
        testId="console-forbidden"
        code="403"
        title={t('console.forbidden.title')}
        text={t('console.forbidden.text')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ display: { xs: 'block', md: 'flex' } }} data-testid="console">
      <ConsoleNavigation staff={isStaff} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<Loading minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
