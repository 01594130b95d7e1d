import Box from '@mui/material/Box';
import { Divider, Drawer } from '../../../components/ui/lazy-overlays';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNativeNames, languages, languageTags } from '@gavel/contract/languages';
import { useSession } from '../../../lib/session/session-context';
import { useLanguage } from '../../../lib/i18n/use-language';
import { CloseIcon } from '../../../components/ui/shell-icons';
import { links, paths } from '../../../paths';
import { consolePaths } from '../../../features/console/console-paths';
import { visibleNavItems } from './nav-items';
import { useLogout } from './use-logout';

/** Narrow screens: every header entry in a drawer from the right. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { status, user, isBuyer, isStaff, isSeller } = useSession();
  const { language, setLanguage } = useLanguage();
  const logout = useLogout();

  const link = (to: string, label: string, testId: string) => (
    <ListItemButton key={testId} component={NavLink} to={to} end onClick={onClose} data-testid={testId}>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box data-testid="menu-drawer" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {user ? t('header.greeting', { name: user.first_name }) : t('header.menu')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('header.mainNav')}>
          <List dense>{visibleNavItems(isBuyer).map((i) => link(i.to, t(i.labelKey), `drawer-nav-${i.id}`))}</List>
        </Box>
        <Divider />
        <List dense>
          {status === 'guest' && [link(paths.login, t('header.login'), 'drawer-login'), link(links.register(), t('header.register'), 'drawer-register')]}
          {isSeller && !isBuyer && link(paths.message, t('header.messages'), 'drawer-messages')}
          {isBuyer && [
            link(paths.message, t('header.messages'), 'drawer-messages'),
            link(paths.myAccount, t('header.myAccount'), 'drawer-my-account'),
            link(paths.myPreferences, t('header.myPreferences'), 'drawer-my-preferences'),
            link(paths.myGroups, t('header.myGroups'), 'drawer-my-groups'),
          ]}
          {(isStaff || isSeller) && link(consolePaths.home, t(isStaff ? 'header.adminModule' : 'header.sellerConsole'), 'drawer-admin-module')}
          {status === 'authenticated' && (
            <ListItemButton
              onClick={() => {
                onClose();
                void logout();
              }}
              data-testid="drawer-logout"
            >
              <ListItemText primary={t('header.logout')} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <List dense subheader={<ListSubheader component="div">{t('header.language')}</ListSubheader>}>
          {languages.map((l) => (
            <ListItemButton
              key={l}
              lang={languageTags[l]}
              selected={l === language}
              onClick={() => void setLanguage(l)}
              data-testid={`drawer-language-${languageTags[l]}`}
            >
              <ListItemText primary={languageNativeNames[l]} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
