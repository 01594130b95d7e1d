import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { usePlaceBid } from '../../api/place-bid';
import { updateLineItems, updateLotView } from '../../hooks/use-lot-live-updates';
import { newIdempotencyKey } from '../../lib/idempotency';
import { applyBidReceipt, applyLineItemReceipt } from '../../lib/live-updates';
import type { PendingBid } from './bid-confirm-dialog';
import { bidErrorText } from './bid-errors';

/**
 * Bid flow (spec 2 §4): amount → confirm dialog → POST bidConfirm with an
 * idempotency key → "Bid placed successfully" or the translated refusal. The
 * receipt updates the page at once; the socket's events keep everyone else current.
 */
export function useBidSubmission(lotId: number, money: (cents: number) => string) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const mutation = usePlaceBid();
  const [pending, setPending] = useState<PendingBid | null>(null);

  const ask = (bid: Omit<PendingBid, 'key'>) => setPending({ ...bid, key: newIdempotencyKey() });

  /** Sends the pending bid; `onRefused` also gets the translated refusal (shown by the field). */
  const confirm = (onPlaced?: () => void, onRefused?: (text: string) => void) => {
    if (!pending) return;
    const bid = pending;
    // The answer is handled by the promise, not by mutate's per-call callbacks: TanStack Query drops
    // those when the form re-mounts before the answer, and the receipt and its toast were lost.
    mutation
      .mutateAsync({
        id: bid.lineItemId ?? lotId,
        master_id: bid.lineItemId ? lotId : undefined,
        wsprice: bid.amount,
        hard_bid: bid.hardBid ? 1 : 0,
        auctionType: bid.lineItemId ? 'lineitem' : undefined,
        idempotency_key: bid.key,
      })
      .then(
        (r) => {
          const receipt = { ...r.data, max_amount: r.data.receipt.max_amount };
          if (bid.lineItemId)
            updateLineItems(qc, lotId, (item) => (item.id === bid.lineItemId ? applyLineItemReceipt(item, receipt) : item));
          else updateLotView(qc, lotId, (v) => applyBidReceipt(v, receipt));
          setPending(null);
          toast.success(t('bid.placed'));
          onPlaced?.();
        },
        (err: unknown) => {
          setPending(null);
          const text = bidErrorText(err, t, money);
          toast.error(text);
          onRefused?.(text);
        },
      );
  };

  return { pending, ask, confirm, cancel: () => setPending(null), busy: mutation.isPending };
}
