import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { messageRules } from '@gavel/contract';
import { AttachIcon, SendIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useUploadAttachment } from '../api/upload-attachment';
import { useSaveMessage } from '../api/save-message';

/** "Write a message..." (up to 4 rows) with an image attach; empty text without an image is not sent. */
export function Composer({ sellerid, projectid }: { sellerid: number; projectid: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState('');
  const [attach, setAttach] = useState<{ name: string; originalname: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const save = useSaveMessage();
  const canSend = (text.trim() !== '' || !!attach) && !save.isPending && !upload.isPending;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > messageRules.maxImageBytes) return toast.error(t('messages.imageTooLarge'));
    try {
      setAttach(await upload.mutateAsync(file));
    } catch (e) {
      toast.error(errorText(t, e));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const send = async () => {
    if (!canSend) return;
    try {
      await save.mutateAsync({
        sellermsgpost: sellerid,
        projectmsgpost: projectid,
        message: text.trim(),
        status: 'open',
        fromadmin: 0,
        ...(attach ? { attachinsidename: attach.name, attachorginalname: attach.originalname } : {}),
      });
      setText('');
      setAttach(null);
    } catch {
      toast.error(t('messages.failed'));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}
      data-testid="message-composer"
    >
      {attach && (
        <Chip
          label={t('messages.attached', { name: attach.originalname })}
          onDelete={() => setAttach(null)}
          size="small"
          sx={{ mb: 1 }}
          data-testid="message-attached"
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <input
          ref={fileRef}
          type="file"
          accept={messageRules.imageTypes.join(',')}
          hidden
          data-testid="message-file"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <IconButton onClick={() => fileRef.current?.click()} aria-label={t('messages.attach')} disabled={upload.isPending} data-testid="message-attach">
          <AttachIcon />
        </IconButton>
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder={t('messages.write')}
          slotProps={{ htmlInput: { 'aria-label': t('messages.write'), maxLength: messageRules.maxLength, 'data-testid': 'message-input' } }}
          multiline
          maxRows={4}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="contained" disabled={!canSend} endIcon={<SendIcon />} data-testid="message-send">
          {t('messages.send')}
        </Button>
      </Box>
    </Box>
  );
}
