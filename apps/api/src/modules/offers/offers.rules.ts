import type { ErrorCode, Offer } from '@gavel/contract';
import type { OfferRecord } from './offers.repository.js';

/** Make offer is allowed only when the lot is open, takes offers and closes in the future (spec 2 §5). */
export function offerRefusal(
  lot: { status: string; makeOfferEnabled: boolean; dateAdded: Date; dateClosed: Date; sellerId: number | null },
  now: Date,
  buyerId?: number,
): ErrorCode | null {
  if (lot.status !== 'open' || lot.dateClosed.getTime() <= now.getTime()) return 'LOT_CLOSED';
  if (lot.dateAdded.getTime() > now.getTime()) return 'LOT_NOT_STARTED';
  if (!lot.makeOfferEnabled) return 'OFFERS_NOT_ALLOWED';
  if (buyerId !== undefined && lot.sellerId === buyerId) return 'OWN_LOT';
  return null;
}

/** Whether an offer awaiting an answer has run out of time (before the lazy expiry wrote it). */
export const hasExpired = (o: { status: string; expiresAt: Date | null }, now: Date) =>
  (o.status === 'submitted' || o.status === 'countered') && o.expiresAt !== null && o.expiresAt.getTime() <= now.getTime();

export function presentOffer(r: OfferRecord, now = new Date()): Offer {
  const o = r.offer;
  const status = hasExpired(o, now) ? 'expired' : o.status;
  return {
    id: o.id,
    pid: o.lotId,
    title: r.title,
    user_id: o.buyerId,
    offer_amount: o.amount,
    counter_amount: o.counterAmount,
    accepted_by: o.acceptedBy ?? 0,
    declined_by: o.declinedBy ?? 0,
    counter_by: o.counterBy ?? 0,
    status,
    date_added: o.createdAt.toISOString(),
    expires_at: status === 'submitted' || status === 'countered' ? (o.expiresAt?.toISOString() ?? null) : null,
    invoice_id: r.invoiceId,
  };
}
