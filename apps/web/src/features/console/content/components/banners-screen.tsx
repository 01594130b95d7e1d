import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { consoleContent, type ConsoleBanner } from '@gavel/contract';
import { errorText } from '../../../../lib/api-error';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { AddIcon, DeleteIcon, ExpandMoreIcon, UploadIcon } from '../../../../components/ui/icons';
import { Loading } from '../../../../components/ui/loading';
import { useToast } from '../../../../components/ui/toast-context';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { ConsolePage } from '../../shell/console-page';
import { useFieldErrors } from '../field-errors';
import { useBannerMutations, useConsoleBanners } from '../api/content-api';

const imageUrl = (name: string) => `/uploads/banner/${encodeURIComponent(name)}`;

/** Banners of the landing page (issue 10): picture, title, subtitle, link, order, shown or hidden. */
export function BannersScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const banners = useConsoleBanners();
  const m = useBannerMutations();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBanner | null>(null);
  const failed = (e: unknown) => toast.error(errorText(t, e));

  const move = (index: number, by: -1 | 1) => {
    const ids = (banners.data ?? []).map((b) => b.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    m.reorder.mutate(ids, { onSuccess: () => toast.success(t('console.content.banners.reordered')), onError: failed });
  };

  return (
    <ConsolePage
      title={t('console.content.banners.title')}
      testId="console-banners"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="banner-add">
          {t('console.content.banners.add')}
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('console.content.banners.intro')}
      </Typography>
      {banners.isPending ? (
        <Loading minHeight={240} />
      ) : banners.isError ? (
        <Alert severity="error">{t('console.content.loadFailed')}</Alert>
      ) : banners.data.length === 0 ? (
        <Alert severity="info">{t('console.content.banners.none')}</Alert>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} data-testid="banner-list">
          {banners.data.map((b, i) => (
            <Paper component="li" variant="outlined" key={b.id} data-testid={`banner-${b.id}`} sx={{ p: 2, display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 2, alignItems: 'center' }}>
              <Box
                component="img"
                src={imageUrl(b.image)}
                alt={b.title}
                sx={{ width: { xs: '100%', md: 280 }, aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', opacity: b.enabled ? 1 : 0.5 }}
              />
              <Box sx={{ flex: { xs: '1 1 100%', md: 1 }, minWidth: 0 }}>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('console.content.banners.position', { n: i + 1 })} · {b.title}
                </Typography>
                {b.caption && <Typography sx={{ overflowWrap: 'anywhere' }}>{b.caption}</Typography>}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {b.link ? t('console.content.banners.linksTo', { link: b.link }) : t('console.content.banners.noLink')}
                </Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={b.enabled}
                      onChange={(e) => m.update.mutate({ id: b.id, fields: { enabled: e.target.checked } }, { onError: failed })}
                      slotProps={{ input: { 'data-testid': `banner-enabled-${b.id}` } as object }}
                    />
                  }
                  label={t('console.content.banners.enabled')}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', flexShrink: 0 }}>
                <IconButton aria-label={t('console.content.banners.moveUp', { title: b.title })} disabled={i === 0 || m.reorder.isPending} onClick={() => move(i, -1)} data-testid={`banner-up-${b.id}`}>
                  <ExpandMoreIcon sx={{ transform: 'rotate(180deg)' }} />
                </IconButton>
                <IconButton
                  aria-label={t('console.content.banners.moveDown', { title: b.title })}
                  disabled={i === banners.data.length - 1 || m.reorder.isPending}
                  onClick={() => move(i, 1)}
                  data-testid={`banner-down-${b.id}`}
                >
                  <ExpandMoreIcon />
                </IconButton>
                <Button onClick={() => setEditing(b)} data-testid={`banner-edit-${b.id}`}>
                  {t('console.content.edit')}
                  <Box component="span" sx={visuallyHidden}>
                    {b.title}
                  </Box>
                </Button>
                <IconButton aria-label={t('console.content.banners.delete', { title: b.title })} color="error" onClick={() => setDeleting(b)} data-testid={`banner-delete-${b.id}`}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('console.content.banners.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('console.content.delete')}
        cancelLabel={t('console.content.cancel')}
        busy={m.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          m.remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('console.content.banners.deleted'));
            },
            onError: failed,
          })
        }
      >
        {t('console.content.banners.deleteText')}
      </ConfirmDialog>
    </ConsolePage>
  );
}

/** Adds a banner (a picture is required) or edits one (a new picture is optional). */
function BannerDialog({ banner, onClose }: { banner: ConsoleBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const m = useBannerMutations();
  const [fields, setFields] = useState<{ title: string; caption: string; link: string; enabled: boolean }>({
    title: banner?.title ?? '',
    caption: banner?.caption ?? '',
    link: banner?.link ?? '',
    enabled: banner?.enabled ?? true,
  });
  const [image, setImage] = useState<File | null>(null);
  const [missingImage, setMissingImage] = useState(false);
  const busy = m.create.isPending || m.update.isPending || m.replaceImage.isPending;
  const error = m.create.error ?? m.update.error ?? m.replaceImage.error;
  const errors = useFieldErrors(error);
  const titleId = 'banner-dialog-title';

  const submit = async () => {
    if (!banner && !image) return setMissingImage(true);
    try {
      if (!banner) await m.create.mutateAsync({ fields, image: image! });
      else {
        await m.update.mutateAsync({ id: banner.id, fields });
        if (image) await m.replaceImage.mutateAsync({ id: banner.id, image });
      }
      toast.success(t(banner ? 'console.content.banners.saved' : 'console.content.banners.added'));
      onClose();
    } catch {
      /* shown below the fields */
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="banner-dialog">
      <DialogTitle id={titleId}>{t(banner ? 'console.content.banners.editTitle' : 'console.content.banners.add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('console.content.banners.titleField')}
          value={fields.title}
          required
          onChange={(e) => setFields({ ...fields, title: e.target.value })}
          error={!!errors.of('title')}
          helperText={errors.of('title')}
          slotProps={{ htmlInput: { 'data-testid': 'banner-title', maxLength: 120 } }}
        />
        <TextField
          label={t('console.content.banners.captionField')}
          value={fields.caption}
          onChange={(e) => setFields({ ...fields, caption: e.target.value })}
          error={!!errors.of('caption')}
          helperText={errors.of('caption') ?? t('console.content.banners.captionHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'banner-caption', maxLength: 200 } }}
        />
        <TextField
          label={t('console.content.banners.linkField')}
          value={fields.link}
          onChange={(e) => setFields({ ...fields, link: e.target.value })}
          error={!!errors.of('link')}
          helperText={errors.of('link') ?? t('console.content.banners.linkHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'banner-link', maxLength: 500 } }}
        />
        <FormControlLabel
          control={<Switch checked={fields.enabled} onChange={(e) => setFields({ ...fields, enabled: e.target.checked })} />}
          label={t('console.content.banners.enabled')}
        />
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
            {t(banner ? 'console.content.banners.replaceImage' : 'console.content.banners.chooseImage')}
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp"
              data-testid="banner-image"
              onChange={(e) => {
                setImage(e.target.files?.[0] ?? null);
                setMissingImage(false);
              }}
            />
          </Button>
          <Typography variant="body2" color={missingImage || errors.of('image') ? 'error' : 'text.secondary'} sx={{ mt: 1 }} role={missingImage ? 'alert' : undefined}>
            {missingImage
              ? t('console.content.error.IMAGE_REQUIRED')
              : (errors.of('image') ?? (image ? image.name : t('console.content.banners.imageHelp', { mb: consoleContent.bannerRules.maxBytes / 1024 / 1024 })))}
          </Typography>
        </Box>
        {error && !errors.of('title') && !errors.of('caption') && !errors.of('link') && !errors.of('image') && <Alert severity="error">{errors.summary()}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('console.content.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="banner-save">
          {t('console.content.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
