import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ImageViewer as ImageViewerType } from './image-viewer';
import type { HtmlDialog as HtmlDialogType } from './html-dialog';
import type { ContactSellerDialog as ContactSellerDialogType } from './contact-seller-dialog';
import type { BidConfirmDialog as BidConfirmDialogType } from '../bidding/bid-confirm-dialog';
import type { BidHistoryDialog as BidHistoryDialogType } from '../bidding/bid-history-dialog';
import type { MakeOfferDialog as MakeOfferDialogType } from '../purchase/make-offer-dialog';
import type { TermsDialog as TermsDialogType } from './terms-dialog';

/**
 * The lot page's dialogs, each loaded the first time it opens (then kept mounted, so its closing
 * transition and the focus's return behave as before): the page's own chunk carries none of their
 * code, and its first render none of their closed Modal wrappers (docs/performance.md, the lot page).
 * Same props as the dialog itself.
 */
function whenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export const ImageViewer = whenOpened<PropsOf<typeof ImageViewerType>>(
  () => import('./image-viewer').then((m) => m.ImageViewer),
  (p) => p.open,
);
export const HtmlDialog = whenOpened<PropsOf<typeof HtmlDialogType>>(
  () => import('./html-dialog').then((m) => m.HtmlDialog),
  (p) => p.open,
);
export const ContactSellerDialog = whenOpened<PropsOf<typeof ContactSellerDialogType>>(
  () => import('./contact-seller-dialog').then((m) => m.ContactSellerDialog),
  (p) => p.open,
);
export const BidConfirmDialog = whenOpened<PropsOf<typeof BidConfirmDialogType>>(
  () => import('../bidding/bid-confirm-dialog').then((m) => m.BidConfirmDialog),
  (p) => p.pending !== null,
);
export const BidHistoryDialog = whenOpened<PropsOf<typeof BidHistoryDialogType>>(
  () => import('../bidding/bid-history-dialog').then((m) => m.BidHistoryDialog),
  (p) => p.open,
);
export const TermsDialog = whenOpened<PropsOf<typeof TermsDialogType>>(
  () => import('./terms-dialog').then((m) => m.TermsDialog),
  (p) => p.gate.open,
);
export const MakeOfferDialog = whenOpened<PropsOf<typeof MakeOfferDialogType>>(
  () => import('../purchase/make-offer-dialog').then((m) => m.MakeOfferDialog),
  (p) => p.open,
);
