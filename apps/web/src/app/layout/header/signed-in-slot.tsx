import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';

const controls = () => import('./signed-in-controls');
const LazyIcons = lazy(() => controls().then((m) => ({ default: m.SignedInIcons })));
const LazyArea = lazy(() => controls().then((m) => ({ default: m.SignedInArea })));

/** The signed-in icons of a narrow header, loaded on demand (signed-in-controls.tsx). */
type Unread = { notifications: number; messages: number };

export function SignedInIcons({ unread }: { unread: Unread }) {
  return (
    <Suspense fallback={null}>
      <LazyIcons unread={unread} />
    </Suspense>
  );
}

/** The signed-in right end of a wide header, loaded on demand; the guest links' width meanwhile. */
export function SignedInArea({ unread }: { unread: Unread }) {
  return (
    <Suspense fallback={<Box sx={{ width: 120 }} aria-hidden />}>
      <LazyArea unread={unread} />
    </Suspense>
  );
}
