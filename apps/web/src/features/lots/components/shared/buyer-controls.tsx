import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { BidForm as BidFormType } from '../bidding/bid-form';
import type { PurchaseActions as PurchaseActionsType } from '../purchase/purchase-actions';

interface Controls {
  BidForm: typeof BidFormType;
  PurchaseActions: typeof PurchaseActionsType;
}
let controls: Controls | undefined;
let loading: Promise<Controls> | undefined;

/**
 * The bid form and the purchase actions (their fields, radio group, upload button, and the
 * contract's bidding and offer schemas) are a chunk of their own: a guest's lot page shows Login To
 * Bid and never loads them. The lot page starts loading them as soon as it knows the viewer is
 * signed in, in parallel with the lot's own call, so they are usually there by its first render.
 */
export function preloadBuyerControls(): Promise<Controls> {
  loading ??= Promise.all([import('../bidding/bid-form'), import('../purchase/purchase-actions')]).then(
    ([form, actions]) => (controls = { BidForm: form.BidForm, PurchaseActions: actions.PurchaseActions }),
    (err: unknown) => {
      loading = undefined; // the next render asks again
      throw err;
    },
  );
  return loading;
}

function preloaded<P extends object>(pick: (c: Controls) => ComponentType<P>) {
  const Lazy = lazy(() => preloadBuyerControls().then((c) => ({ default: pick(c) })));
  return function Preloaded(props: P) {
    // Chosen once per mount, so the control keeps one component type (and its state) for its life.
    const [Ready] = useState(() => controls && pick(controls));
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const BidForm = preloaded((c) => c.BidForm);
export const PurchaseActions = preloaded((c) => c.PurchaseActions);
