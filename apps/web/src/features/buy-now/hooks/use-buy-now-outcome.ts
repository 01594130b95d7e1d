import { useEffect, useRef } from 'react';
import { onSocketEvent } from '../../../lib/socket';

export type BuyNowOutcome = { ok: true; invoiceId: number } | { ok: false; error: string | null };

/**
 * The buy-now result (spec 2 §4): `buynowAddtime` on the buyer's own room says
 * whether the purchase went through (with the invoice) or why not.
 */
export function useBuyNowOutcome(lotId: number, viewerId: number | null, onOutcome: (o: BuyNowOutcome) => void) {
  const handler = useRef(onOutcome);
  useEffect(() => {
    handler.current = onOutcome;
  });
  useEffect(
    () =>
      onSocketEvent('buynowAddtime', (e) => {
        if (e.id !== lotId || viewerId === null || e.bpop_cbidder !== viewerId) return;
        if (e.status !== 'failed' && e.invoice_id !== undefined) handler.current({ ok: true, invoiceId: e.invoice_id });
        else handler.current({ ok: false, error: e.error ?? null });
      }),
    [lotId, viewerId],
  );
}
