import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDesktop } from '../../../lib/use-desktop';
import { useSession } from '../../../lib/session/session-context';
import { MenuIcon, SearchIcon } from '../../../components/ui/shell-icons';
import { AccountArea } from './account-area';
import { DesktopNav } from './desktop-nav';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { SignedInIcons } from './signed-in-slot';
import { useUnreadCounts } from './use-unread-counts';

// Drawers exist only on narrow screens and only once opened: load them on demand.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));
const SearchDrawer = lazy(() => import('./search-drawer').then((m) => ({ default: m.SearchDrawer })));

/** The full header: links in the bar from 992 px, drawers below (spec 1 §2). */
export function SiteHeader() {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const signedIn = useSession().status === 'authenticated';
  // Here, from the first render: the counts' live events are never missed while the icons load.
  const unread = useUnreadCounts();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="site-header">
      <Container maxWidth="xl" disableGutters={!desktop}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Logo compactBetweenMdLg />
          {desktop ? (
            <>
              <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
                <DesktopNav />
              </Box>
              <LanguageMenu compact />
              <AccountArea />
            </>
          ) : (
            <>
              <Box sx={{ flex: 1 }} />
              {signedIn && <SignedInIcons unread={unread} />}
              <IconButton color="inherit" onClick={openSearch} aria-label={t('header.openSearch')} data-testid="open-search">
                <SearchIcon />
              </IconButton>
              <IconButton
                color="inherit"
                edge="end"
                onClick={openMenu}
                aria-label={t('header.openMenu')}
                aria-expanded={menuOpen}
                data-testid="open-menu"
              >
                <MenuIcon />
              </IconButton>
              <Suspense fallback={null}>
                {searchUsed && <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />}
                {menuUsed && <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}
              </Suspense>
            </>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
