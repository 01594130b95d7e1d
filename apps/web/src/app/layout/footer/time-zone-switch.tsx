import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, setTimeZoneMode, useTimeZoneMode, type TimeZoneMode } from '../../../lib/dates';
import { useServerNow } from '../../../lib/socket';

/** Choose how times are shown (viewer's zone or EET) and see the server clock in that zone. */
export function TimeZoneSwitch() {
  const { t } = useTranslation();
  const mode = useTimeZoneMode();
  const now = useServerNow(1000);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2" id="tz-label">
        {t('footer.timeZone')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, v: TimeZoneMode | null) => v && setTimeZoneMode(v)}
        aria-labelledby="tz-label"
        sx={{
          '& .MuiToggleButton-root': { color: 'rgba(255,255,255,0.8)', borderColor: 'rgba(255,255,255,0.35)', py: 0.25 },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': { color: 'primary.dark', bgcolor: 'common.white' },
        }}
      >
        <ToggleButton value="local" data-testid="tz-local">
          {t('footer.timeZoneLocal')}
        </ToggleButton>
        <ToggleButton value="eet" data-testid="tz-eet">
          {t('footer.timeZoneEet')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ opacity: 0.8 }} data-testid="server-time">
        {t('footer.serverTime', { time: formatDateTime(now, mode, true) })}
      </Typography>
    </Box>
  );
}
