import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LotGrid } from '../../../../components/lot/lot-grid';
import { useNear } from '../../../../components/ui/when-near';
import { useLiveLots } from '../../../../lib/realtime/use-live-lots';
import { useSimilarLots } from '../../api/get-similar';
import type { ViewerRole } from '../../lib/viewer';

/** A keyboard user reaches the similar lots by Tab without scrolling: they load at the first Tab key. */
function untilTab(near: () => void) {
  const onKey = (e: KeyboardEvent) => e.key === 'Tab' && near();
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

/**
 * "Similar lots" under the lot page: live cards of open lots like this one; nothing when there are
 * none. Asked for, drawn and joined to their lots' rooms only when their place comes within 600 px
 * of the viewport (or at the first Tab key): at the foot of the page, they cost its first seconds
 * nothing (their call, its parsing, eight cards' render and styles: docs/performance.md, the lot page).
 * Their place is empty until then and they grow below it, so nothing above them moves.
 */
export function SimilarLots({ lotId, viewerId, role }: { lotId: number; viewerId: number | null; role: ViewerRole }) {
  const { t } = useTranslation();
  const [near, place] = useNear('0px 0px 600px 0px', untilTab);
  // The cards render when the browser has time (a transition: React yields between them): the
  // answer arriving was a render of every card in one task (150–230 ms on a slow phone).
  const data = useDeferredValue(useSimilarLots(lotId, viewerId, near).data);
  const lots = useLiveLots(data, viewerId);
  if (!near || !data || data.length === 0) return <div ref={place} data-testid="similar-lots-place" />;
  return (
    <Box component="section" aria-labelledby="similar-lots-heading" sx={{ mt: { xs: 4, md: 6 } }} data-testid="similar-lots">
      <Typography id="similar-lots-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('similar.title')}
      </Typography>
      <LotGrid
        lots={lots}
        variant="grid"
        label={t('similar.title')}
        testId="similar-lots-grid"
        maxColumns={4}
        showStatus={role === 'buyer' || role === 'staff'}
        showWatch={role === 'buyer'}
      />
    </Box>
  );
}
