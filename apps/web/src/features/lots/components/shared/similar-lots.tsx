import { lazy, Suspense } from 'react';
import { untilTab, useNear } from '../../../../components/ui/when-near';
import type { ViewerRole } from '../../lib/viewer';

const SimilarLotsList = lazy(() => import('./similar-lots-list'));

/**
 * "Similar lots" under the lot page: live cards of open lots like this one; nothing when there are
 * none. Loaded (their code: the cards, the live-lot hooks, the contract's search schemas), asked
 * for, drawn and joined to their lots' rooms only when their place comes within 600 px of the
 * viewport (or at the first Tab key): at the foot of the page, they cost its first seconds nothing
 * (docs/performance.md, the lot page). Their place is empty until then and they grow below it, so
 * nothing above them moves.
 */
export function SimilarLots({ lotId, viewerId, role }: { lotId: number; viewerId: number | null; role: ViewerRole }) {
  const [near, place] = useNear('0px 0px 600px 0px', untilTab);
  return (
    <div ref={place} data-testid="similar-lots-place">
      {near && (
        <Suspense fallback={null}>
          <SimilarLotsList lotId={lotId} viewerId={viewerId} role={role} />
        </Suspense>
      )}
    </div>
  );
}
