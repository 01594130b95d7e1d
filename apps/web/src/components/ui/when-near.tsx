import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Renders `children` only once its place comes within `rootMargin` of the viewport (then keeps
 * them), a box `height` tall until then, so what is far below the fold (a chart's drawing and the
 * chart library's code, when `children` is lazy) costs the first seconds of a page nothing and
 * moves nothing when it comes. For pictures that have their text elsewhere (ChartFigure's summary):
 * the placeholder is empty to assistive technology. Without IntersectionObserver, at once.
 */
/**
 * True once the element given `place` comes within `rootMargin` of the viewport (and from then
 * on), or once `also` says so (e.g. the first Tab key; pass a stable function, it is an effect's
 * dependency); at once without IntersectionObserver.
 */
export function useNear<T extends HTMLElement = HTMLDivElement>(rootMargin: string, also?: (near: () => void) => () => void) {
  const [near, setNear] = useState(false);
  const place = useRef<T>(null);
  useEffect(() => {
    if (near) return;
    const el = place.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(el);
    const stopAlso = also?.(() => setNear(true));
    return () => {
      observer.disconnect();
      stopAlso?.();
    };
  }, [near, rootMargin, also]);
  return [near, place] as const;
}

/** For `useNear`'s `also`: a keyboard user reaches what is below by Tab without scrolling, so it comes at the first Tab key. */
export function untilTab(near: () => void) {
  const onKey = (e: KeyboardEvent) => e.key === 'Tab' && near();
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

export function WhenNear({
  height,
  rootMargin = '0px 0px 300px 0px',
  testId,
  children,
}: {
  height: number;
  rootMargin?: string;
  testId?: string;
  children: (placeholder: ReactNode) => ReactNode;
}) {
  const [near, place] = useNear(rootMargin);

  const placeholder = <Box sx={{ height }} data-testid={testId && `${testId}-place`} />;
  return <div ref={place}>{near ? children(placeholder) : placeholder}</div>;
}
