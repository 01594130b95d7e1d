import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Divider, Menu, MenuItem } from '../../../components/ui/lazy-overlays';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { AccountIcon, ExpandMoreIcon } from '../../../components/ui/shell-icons';
import { paths } from '../../../paths';
import { useLogout } from './use-logout';

/** The name menu: my account and my preferences for buyers, logout for everyone. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, isBuyer } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountIcon />}
        endIcon={<ExpandMoreIcon sx={{ display: { md: 'none', xl: 'block' } }} />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${t('header.accountMenu')}: ${user?.first_name ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="user-menu-button"
        sx={{ whiteSpace: 'nowrap', maxWidth: 180, minWidth: 0, '& .MuiButton-startIcon': { mr: { md: 0, xl: 1 } } }}
      >
        {/* 992–1535 px: icon only, so the links keep one row; the name stays in the label. */}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: { md: 'none', xl: 'inline' } }}>
          {user?.first_name}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {isBuyer && [
          <MenuItem key="account" component={RouterLink} to={paths.myAccount} onClick={close}>
            {t('header.myAccount')}
          </MenuItem>,
          <MenuItem key="preferences" component={RouterLink} to={paths.myPreferences} onClick={close}>
            {t('header.myPreferences')}
          </MenuItem>,
          <MenuItem key="groups" component={RouterLink} to={paths.myGroups} onClick={close} data-testid="user-menu-my-groups">
            {t('header.myGroups')}
          </MenuItem>,
          <Divider key="divider" />,
        ]}
        <MenuItem
          data-testid="logout"
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
