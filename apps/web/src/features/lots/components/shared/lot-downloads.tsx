import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { useAttachmentDownload } from '../../api/attachment-download';
import type { ProductView } from '../../api/get-product-view';
import { useManifestDownload } from '../../api/manifest-download';
import { openFile } from '../../lib/open-file';
import { AttachIcon, DownloadIcon } from './icons';

/** "Download full manifest" (when the lot has a document): asks where it is, then opens it. */
export function ManifestDownloadButton({ lotId, fullWidth = false }: { lotId: number; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useManifestDownload();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      fullWidth={fullWidth}
      disabled={download.isPending}
      data-testid="manifest-download"
      onClick={() =>
        download.mutate(lotId, {
          onSuccess: (r) => openFile(r.data.filePath, r.data.fileName),
          onError: (err) => toast.error(errorText(t, err)),
        })
      }
    >
      {t('manifest.download')}
    </Button>
  );
}

/** The lot's attachments (condition report, spreadsheets, pictures). */
export function AttachmentList({ lotId, attachments }: { lotId: number; attachments: ProductView['attachmentlist'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useAttachmentDownload();
  if (attachments.length === 0) return null;
  return (
    <Box data-testid="attachments">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('lot.attachments')}
      </Typography>
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {attachments.map((a) => (
          // Each button inside a list item: a list holds only items (WCAG 1.3.1).
          <ListItem key={a.id} disablePadding>
            <ListItemButton
              data-testid={`attachment-${a.id}`}
              onClick={() =>
                download.mutate(
                  { projectid: lotId, attachment_id: a.id },
                  { onSuccess: (r) => openFile(r.data.filePath, r.data.fileName), onError: (err) => toast.error(errorText(t, err)) },
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <AttachIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={a.file_name}
                secondary={t(`attachment.type.${a.type}`)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
