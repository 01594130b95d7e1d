import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { messageRules } from '@gavel/contract';
import { AttachIcon } from '../../../../components/ui/icons';
import { useToast } from '../../../../components/ui/toast-context';
import { uploadMessageImage, useContactSeller } from '../../api/contact-seller';

interface ContactSellerDialogProps {
  open: boolean;
  onClose: () => void;
  lotId: number;
  lotTitle: string;
  sellerId: number;
  viewerId: number;
}

/** The lot page's Contact seller modal: a message (and optionally an image) to the lot's seller. */
export function ContactSellerDialog({ open, onClose, lotId, lotTitle, sellerId, viewerId }: ContactSellerDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useContactSeller();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setText('');
    setFile(null);
    setError('');
    onClose();
  };

  const submit = async () => {
    if (!text.trim() && !file) return setError(t('contact.required'));
    if (file && file.size > messageRules.maxImageBytes) return setError(t('messages.imageTooLarge'));
    setBusy(true);
    try {
      const attach = file ? await uploadMessageImage(file) : null;
      await send.mutateAsync({
        to_id: sellerId,
        projectmsgpost: lotId,
        message: text.trim(),
        from_id: viewerId,
        ...(attach ? { attachinsidename: attach.name, attachorginalname: attach.originalname } : {}),
      });
      toast.success(t('contact.success'));
      setBusy(false);
      close();
    } catch {
      toast.error(t('contact.failure'));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="contact-seller-title" data-testid="contact-seller-dialog">
      <DialogTitle id="contact-seller-title">{t('contact.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', mb: 1.5, fontSize: 14 }}>{lotTitle}</Box>
        <TextField
          label={t('contact.message')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          error={!!error}
          helperText={error || ' '}
          slotProps={{ htmlInput: { maxLength: messageRules.maxLength, 'data-testid': 'contact-message' } }}
        />
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={messageRules.imageTypes.join(',')}
          data-testid="contact-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError('');
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<AttachIcon />} onClick={() => fileRef.current?.click()} data-testid="contact-attach">
            {t('contact.attach')}
          </Button>
          {file && <Chip label={file.name} onDelete={() => setFile(null)} size="small" data-testid="contact-attached" />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('contact.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="contact-send">
          {t('contact.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
