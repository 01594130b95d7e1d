import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

/** Login, register, forgot and reset pages: logo and language menu only. */
export function MinimalHeader() {
  return (
    <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="minimal-header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 68 } }}>
          <Logo />
          <Box sx={{ flex: 1 }} />
          <LanguageMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
