import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { lotImageRules, type ConsoleLot } from '@gavel/contract';
import { ChevronLeftIcon, ChevronRightIcon, DeleteIcon, UploadIcon } from '../../../../components/ui/icons';
import { useToast } from '../../../../components/ui/toast-context';
import type { useLotMutations } from '../api/lots-api';
import { useLotFieldErrors } from './lot-field-errors';

/** A lot's pictures: upload (checked and resized by the server), reorder, delete. The first is the lot's picture. */
export function LotImages({ lot, readOnly, mutations: m }: { lot: ConsoleLot; readOnly: boolean; mutations: ReturnType<typeof useLotMutations> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const uploadErrors = useLotFieldErrors(m.upload.error);
  const busy = m.upload.isPending || m.reorder.isPending || m.removeImage.isPending;

  const upload = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const tooBig = files.find((f) => f.size > lotImageRules.maxBytes);
    if (tooBig) {
      toast.error(t('console.lots.error.IMAGE_TOO_LARGE'));
      return;
    }
    m.upload.mutate(files, { onSuccess: () => toast.success(t('console.lots.images.added', { count: files.length })) });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = lot.images.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    m.reorder.mutate(ids);
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }} data-testid="lot-images">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('console.lots.section.images')}
        </Typography>
        {!readOnly && (
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
            {t('console.lots.images.upload')}
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="lot-image-input"
              aria-label={t('console.lots.images.upload')}
              onChange={(e) => upload(e.target.files)}
            />
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('console.lots.images.rules', { mb: lotImageRules.maxBytes / 1024 / 1024, max: lotImageRules.maxPerLot })}
      </Typography>
      {uploadErrors.summary() && (
        <Typography color="error" role="alert" data-testid="lot-image-error">
          {uploadErrors.of(lotImageRules.field) ?? uploadErrors.summary()}
        </Typography>
      )}
      {lot.images.length === 0 ? (
        <Typography color="text.secondary">{t('console.lots.images.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {lot.images.map((img, i) => (
            <Paper component="li" variant="outlined" key={img.id} sx={{ p: 1, display: 'grid', gap: 0.5 }} data-testid={`lot-image-${i}`}>
              <Box component="img" src={img.thumb_url} alt={t('console.lots.images.alt', { n: i + 1 })} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5, bgcolor: 'action.hover' }} />
              {!readOnly && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <IconButton size="small" disabled={busy || i === 0} onClick={() => move(i, -1)} aria-label={t('console.lots.images.earlier', { n: i + 1 })}>
                    <ChevronLeftIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" disabled={busy} onClick={() => m.removeImage.mutate(img.id)} aria-label={t('console.lots.images.delete', { n: i + 1 })} data-testid={`lot-image-delete-${i}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" disabled={busy || i === lot.images.length - 1} onClick={() => move(i, 1)} aria-label={t('console.lots.images.later', { n: i + 1 })}>
                    <ChevronRightIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Paper>
  );
}
