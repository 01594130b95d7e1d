import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LotGrid } from '../../../../components/lot/lot-grid';
import { useLiveLots } from '../../../../lib/realtime/use-live-lots';
import { useSimilarLots } from '../../api/get-similar';
import type { ViewerRole } from '../../lib/viewer';

/**
 * The similar lots themselves (their call, the contract's search schemas, the live cards): a chunk
 * of its own that `SimilarLots` loads when their place comes near. Nothing when there are none.
 */
export default function SimilarLotsList({ lotId, viewerId, role }: { lotId: number; viewerId: number | null; role: ViewerRole }) {
  const { t } = useTranslation();
  // The cards render when the browser has time (a transition: React yields between them): the
  // answer arriving was a render of every card in one task (150–230 ms on a slow phone).
  const data = useDeferredValue(useSimilarLots(lotId, viewerId).data);
  const lots = useLiveLots(data, viewerId);
  if (!data || data.length === 0) return null;
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
