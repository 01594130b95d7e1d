import { startTransition, useEffect, useState } from 'react';

/** Cards added by each later step: one step's render and commit stay a short task on a phone. */
const step = 6;

/**
 * Cards the first commit draws: the first viewport's and more at every width (one column below
 * 600 px, two from 600, three from 1200: `LotGrid`), so the cards drawn later, the pagination and
 * the footer below them, start below the viewport and nothing on screen moves.
 */
const firstCards = () => (window.matchMedia('(min-width:600px)').matches ? 12 : 6);

/** Set once a search screen has mounted: only the document's first screen is drawn in steps. */
let firstScreenMounted = false;

/**
 * This screen is the document's first: its address was opened (not reloaded, not Back from another
 * site), the app has not navigated since, so there is no scroll position to restore below the
 * cards not drawn yet (on Back from a lot, `ScrollRestoration` needs the whole page at once).
 */
function isDocumentFirstScreen(): boolean {
  if (firstScreenMounted) return false;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate' && entry.name === window.location.href;
}

/**
 * How many of `count` cards to draw now. On the document's first screen (the API's first screen
 * under it, issue 43), the first commit draws the first viewport's cards and each later task adds
 * `step` more, as a transition; a phone's main thread is then never held by one commit of 45
 * cards. Everywhere else, once all are drawn, and for a list not `enabled` (a screen's second
 * list), every card (`Infinity`).
 */
export function useRevealedCards(count: number, enabled = true): number {
  const [limit, setLimit] = useState(() => (enabled && isDocumentFirstScreen() ? firstCards() : Infinity));
  useEffect(() => {
    if (enabled) firstScreenMounted = true;
  }, [enabled]);
  useEffect(() => {
    if (limit === Infinity || count === 0) return;
    const timer = setTimeout(() => startTransition(() => setLimit((n) => (n + step >= count ? Infinity : n + step))), 0);
    return () => clearTimeout(timer);
  }, [limit, count]);
  return limit;
}
