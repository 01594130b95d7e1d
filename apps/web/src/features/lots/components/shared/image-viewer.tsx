import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../../components/ui/icons';

const SWIPE_PX = 40;

interface ImageViewerProps {
  open: boolean;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}

/** Full-screen pictures: arrows (buttons and keys), swipe on touch screens, Escape closes. */
export function ImageViewer({ open, images, index, onIndexChange, onClose, title }: ImageViewerProps) {
  const { t } = useTranslation();
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const go = (delta: number) => onIndexChange((index + delta + count) % count);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  const arrow = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'common.white',
    bgcolor: 'rgba(0,0,0,0.45)',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  } as const;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      aria-label={t('gallery.viewerTitle', { title })}
      data-testid="image-viewer"
      slotProps={{ paper: { sx: { bgcolor: '#111', color: 'common.white' } } }}
    >
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{ position: 'relative', width: '100%', height: '100%', display: 'grid', placeItems: 'center', userSelect: 'none' }}
      >
        <Box
          component="img"
          src={images[index]}
          alt={t('gallery.imageOf', { title, number: index + 1, count })}
          data-testid="image-viewer-image"
          sx={{ maxWidth: '100%', maxHeight: 'calc(100% - 96px)', objectFit: 'contain' }}
        />
        <Typography variant="body2" sx={{ position: 'absolute', top: 16, left: 16 }} data-testid="image-viewer-counter">
          {t('gallery.counter', { number: index + 1, count })}
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={t('gallery.close')}
          sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}
          data-testid="image-viewer-close"
        >
          <CloseIcon />
        </IconButton>
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
              sx={{ ...arrow, left: { xs: 4, sm: 16 } }}
              data-testid="image-viewer-prev"
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
              sx={{ ...arrow, right: { xs: 4, sm: 16 } }}
              data-testid="image-viewer-next"
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
