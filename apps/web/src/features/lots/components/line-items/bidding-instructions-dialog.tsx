import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';

const STEPS = [1, 2, 3, 4, 5] as const;

/** How to bid on a line-item auction, row by row or with a spreadsheet. */
export function BiddingInstructionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="instructions-title" data-testid="instructions-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="instructions-title">{t('lineItem.instructionsTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.5 }}>
          {STEPS.map((n) => (
            <Typography component="li" key={n}>
              {t(`lineItem.instructions.${n}`)}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="instructions-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
