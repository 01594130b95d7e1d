import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../../components/ui/html-content';

/** A popup with operator HTML (the description popup, bidding instructions). */
export function HtmlDialog({
  open,
  onClose,
  title,
  html,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  html: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${testId}-title`} data-testid={testId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <HtmlContent html={html} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
