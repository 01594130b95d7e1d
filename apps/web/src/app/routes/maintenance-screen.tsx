import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { maintenanceStore } from '../../lib/maintenance';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MinimalHeader } from '../layout/header/minimal-header';
import { paths } from '../../paths';
import { StatusPage } from '../../components/ui/status-page';

/** "API Disabled": the control-hub flag is on. Ok clears it and goes home. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('maintenance.title'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <MinimalHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <StatusPage
          testId="maintenance-page"
          title={t('maintenance.title')}
          text={t('maintenance.text')}
          action={
            <Button
              variant="contained"
              size="large"
              data-testid="maintenance-ok"
              onClick={() => {
                maintenanceStore.set(false);
                void navigate(paths.home);
              }}
            >
              {t('common.ok')}
            </Button>
          }
        />
      </Box>
    </Box>
  );
}
