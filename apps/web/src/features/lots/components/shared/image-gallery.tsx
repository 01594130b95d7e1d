import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { FullscreenIcon, ImageIcon } from './icons';
import { ImageViewer } from './lazy-dialogs';

/** The lot's pictures: a large one, thumbnails, and a full-screen viewer (keyboard and swipe). */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) {
    return (
      <Box
        data-testid="lot-gallery"
        sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1, color: 'text.secondary' }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <ImageIcon sx={{ fontSize: 48 }} />
          <Typography variant="body2">{t('gallery.noImage')}</Typography>
        </Box>
      </Box>
    );
  }

  return (
    <Box data-testid="lot-gallery">
      <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'common.white' }}>
        <ButtonBase
          onClick={() => setViewer(true)}
          aria-label={t('gallery.openViewer')}
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 }, }}
          data-testid="gallery-main"
        >
          <Box
            component="img"
            src={current}
            alt={t('gallery.imageOf', { title, number: index + 1, count: images.length })}
            // The page's largest picture (its LCP element): fetched first, never lazily.
            fetchPriority="high"
            loading="eager"
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        </ButtonBase>
        <IconButton
          onClick={() => setViewer(true)}
          aria-label={t('gallery.openViewer')}
          size="small"
          sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
        >
          <FullscreenIcon />
        </IconButton>
      </Box>
      {images.length > 1 && (
        <Box role="group" aria-label={t('gallery.thumbnails')} sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', p: 0.5 }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setIndex(i)}
              aria-label={t('gallery.showImage', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              data-testid={`gallery-thumb-${i}`}
              sx={{
                flex: '0 0 auto',
                width: 72,
                height: 54,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'divider',
                bgcolor: 'common.white',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box component="img" src={src} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
      <ImageViewer open={viewer} images={images} index={index} onIndexChange={setIndex} onClose={() => setViewer(false)} title={title} />
    </Box>
  );
}
