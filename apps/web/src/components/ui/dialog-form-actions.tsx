import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

/** Cancel and a submit button (spinner while busy) at the foot of a dialog that holds a form. */
export function DialogFormActions({
  cancelLabel,
  submitLabel,
  onCancel,
  busy,
  testId,
}: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  busy: boolean;
  testId: string;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
