import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { MessageRecord } from '@gavel/contract';
import { formatDate } from '../../../lib/dates';
import { DeleteIcon } from '../../../components/ui/icons';
import { useAuthedImage } from '../hooks/use-authed-image';

function MessageImage({ url, alt }: { url: string; alt: string }) {
  const { src, failed } = useAuthedImage(url);
  const { t } = useTranslation();
  if (failed) return <Typography variant="body2">{t('messages.imageFailed')}</Typography>;
  if (!src) return <Box sx={{ width: 160, height: 120, bgcolor: 'action.hover', borderRadius: 1 }} aria-busy="true" />;
  return <Box component="img" src={src} alt={alt} data-testid="message-image" sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }} />;
}

/** One message: sent (right, primary) or received (left, grey); own messages can be deleted. */
export function MessageBubble({ message, otherName, onDelete }: { message: MessageRecord; otherName: string; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const mine = message.mine === 1;
  return (
    <Box
      component="li"
      data-testid="message-bubble"
      data-mine={mine ? 1 : 0}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-start', gap: 0.5, mb: 1 }}
    >
      {mine && (
        <IconButton size="small" onClick={() => onDelete(message.id)} aria-label={t('messages.delete')} data-testid="delete-message">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.200',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 600, opacity: 0.9 }}>
          {mine ? t('messages.you') : otherName}
        </Typography>
        {message.image === 1 && <MessageImage url={message.img_url} alt={t('messages.imageAlt', { name: message.attachorginalname || otherName })} />}
        {message.message && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="message-text">
            {message.message}
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', opacity: 0.9 }}>
          <time dateTime={message.date_sent}>{formatDate(message.date_sent, 'hh:mm A')}</time>
        </Typography>
      </Box>
    </Box>
  );
}
