import type { offers } from '@gavel/contract';

type AdminOffer = offers.AdminOffer;
import type { OfferRow } from './offers.repository.js';
import { hasExpired, presentOffer } from './offers.rules.js';

type Step = AdminOffer['history'][number];

/** The price history of one offer: the offer, the counter (if any), and how it ended. */
export function offerSteps(o: OfferRow, now: Date): Step[] {
  const steps: Step[] = [{ offer_id: o.id, kind: 'offer', amount: o.amount, at: o.createdAt.toISOString() }];
  const status = hasExpired(o, now) ? 'expired' : o.status;
  const at = (status === 'expired' && o.expiresAt ? o.expiresAt : o.updatedAt).toISOString();
  if (o.counterAmount !== null) steps.push({ offer_id: o.id, kind: 'counter', amount: o.counterAmount, at: o.updatedAt.toISOString() });
  if (status === 'approved') steps.push({ offer_id: o.id, kind: 'approved', amount: o.counterAmount ?? o.amount, at });
  if (status === 'declined' || status === 'counter_declined' || status === 'expired') steps.push({ offer_id: o.id, kind: status, amount: null, at });
  return steps;
}

export interface ConsoleOfferRecord {
  offer: OfferRow;
  title: string;
  invoiceId: number | null;
  sellerId: number | null;
  currency: string;
  buyNowPrice: number | null;
  buyer: { firstName: string; lastName: string; email: string; company: string | null };
}

/** An offer for the console: the buyer, the lot and every offer between them (oldest first). */
export function presentConsoleOffer(r: ConsoleOfferRecord, history: OfferRow[], now: Date): AdminOffer {
  return {
    ...presentOffer(r, now),
    buyer: { id: r.offer.buyerId, name: `${r.buyer.firstName} ${r.buyer.lastName}`.trim(), email: r.buyer.email, company: r.buyer.company ?? '' },
    seller_id: r.sellerId,
    currency: r.currency,
    buy_now_price: r.buyNowPrice,
    history: history.filter((h) => h.buyerId === r.offer.buyerId && h.lotId === r.offer.lotId).flatMap((h) => offerSteps(h, now)),
  };
}
