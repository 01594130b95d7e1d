import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DialogFormActions } from '../ui/dialog-form-actions';
import { disputes } from '@gavel/contract';
import { callApi } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../ui/toast-context';

/** POST savedisputes {projectmsgpost, subject, message, from_id}: from_id is the signed-in buyer. */
export const saveDispute = (input: { lotId: number; subject: string; message: string; fromId: number }) =>
  callApi(disputes.saveDispute, {
    body: { projectmsgpost: input.lotId, subject: input.subject, message: input.message, from_id: input.fromId },
  });

interface DisputeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The lot the dispute is about. */
  lotId: number;
  /** Shown under the title so the buyer knows which order it concerns. */
  lotTitle?: string;
  /** After "Your dispute is successfully added". */
  onSent?: () => void;
}

/**
 * The dispute modal (spec 2 §2 "Other", §5, §8), shared by the invoice page and
 * the dashboard's won and buy-now cards: subject and message are both required,
 * otherwise nothing is sent; success says "Your dispute is successfully added".
 */
export function DisputeDialog({ open, onClose, lotId, lotTitle, onSent }: DisputeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({ mutationFn: saveDispute });

  const reset = () => {
    setSubject('');
    setMessage('');
    setTried(false);
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    const fromId = session.user?.id;
    if (!subject.trim() || !message.trim() || !fromId) return;
    send.mutate(
      { lotId, subject: subject.trim(), message: message.trim(), fromId },
      {
        onSuccess: () => {
          toast.success(t('dispute.added'));
          reset();
          onClose();
          onSent?.();
        },
        onError: (err) =>
          toast.error(
            isApiError(err) && err.code !== 'INTERNAL' && err.code !== 'NETWORK' ? t(`errors.${err.code}`) : t('common.somethingWrong'),
          ),
      },
    );
  };
  const subjectMissing = tried && !subject.trim();
  const messageMissing = tried && !message.trim();

  return (
    <Dialog open={open} onClose={close} aria-labelledby="dispute-title" fullWidth maxWidth="sm" data-testid="dispute-dialog">
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <DialogTitle id="dispute-title">{t('dispute.title')}</DialogTitle>
        <DialogContent>
          {lotTitle && <DialogContentText sx={{ mb: 2 }}>{t('dispute.about', { title: lotTitle })}</DialogContentText>}
          <TextField
            label={t('dispute.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            fullWidth
            margin="dense"
            error={subjectMissing}
            helperText={subjectMissing ? t('dispute.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'dispute-subject' } }}
          />
          <TextField
            label={t('dispute.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
            fullWidth
            multiline
            minRows={4}
            margin="dense"
            error={messageMissing}
            helperText={messageMissing ? t('dispute.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'dispute-message' } }}
          />
        </DialogContent>
        <DialogFormActions
          cancelLabel={t('tx.cancel')}
          submitLabel={t('dispute.send')}
          onCancel={close}
          busy={send.isPending}
          testId="dispute"
        />
      </Box>
    </Dialog>
  );
}
