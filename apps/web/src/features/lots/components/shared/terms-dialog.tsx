import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../../components/ui/html-content';
import type { TermsGate } from '../../hooks/use-terms-gate';

/** The lot's terms and conditions (server-sanitised HTML): Confirm or Cancel. */
export function TermsDialog({ gate, html }: { gate: TermsGate; html: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={gate.open}
      onClose={gate.accepting ? undefined : gate.decline}
      aria-labelledby="terms-title"
      data-testid="terms-dialog"
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id="terms-title">{t('terms.title')}</DialogTitle>
      <DialogContent dividers>{html ? <HtmlContent html={html} /> : t('terms.default')}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={gate.decline} disabled={gate.accepting} data-testid="terms-cancel">
          {t('terms.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={gate.accept}
          disabled={gate.accepting}
          data-testid="terms-confirm"
          startIcon={gate.accepting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('terms.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
