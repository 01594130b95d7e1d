/**
 * Every domain event, by name. Amounts are integer cents; ids are database ids.
 * Published after commit by the service that changed the state (see event-bus.ts).
 * Add an event here when a feature needs one; keep payloads plain data.
 */
export interface DomainEventMap {
  /** An accepted bid on a lot or a sub-lot (line item). */
  'bid.placed': {
    lotId: number;
    lineItemId: number | null;
    bidderId: number;
    /** Leader before and after the bid (user ids); null when none. */
    previousLeaderId: number | null;
    leaderId: number | null;
    priceCents: number;
    at: Date;
  };
  /** A lot closed (sold or not). */
  /** `lateMs`: a timed closing's delay after the lot's closing moment (not set for buy-now and offers). */
  'lot.closed': { lotId: number; winnerId: number | null; priceCents: number; bidderIds: number[]; lateMs?: number };
  /**
   * A sub-lot of a line-item lot was won at closing (one per sub-lot; `lot.closed` of a
   * line-item lot has no single winner). Enqueued durably in the closing transaction
   * (`enqueueEvents`, platform/events/durable-events.ts).
   */
  'lineItem.won': { lotId: number; lineItemId: number; subLotNumber: number; winnerId: number; priceCents: number };
  /** A lot was added to / removed from a watch list. */
  'watchlist.changed': { lotId: number; userId: number; added: boolean };
  /** A lot became visible to buyers (published or scheduled start reached). */
  'lot.published': { lotId: number };
  /** An operator withdrew a lot that had bids: its bidders are told. */
  'lot.withdrawn': { lotId: number; bidderIds: number[]; reason: string };
  /** An operator lowered a price. */
  'lot.priceDropped': { lotId: number; startPriceCents: number; buyNowPriceCents: number | null; currentPriceCents: number };
  /** A sale: auction win, buy now, price lock or accepted offer. */
  'order.created': {
    orderId: number;
    invoiceId: number | null;
    lotId: number;
    buyerId: number;
    kind: 'auction' | 'buy_now' | 'price_lock' | 'offer';
    amountCents: number;
  };
  'invoice.paid': { invoiceId: number; buyerId: number; amountCents: number };
  'offer.placed': { offerId: number; lotId: number; buyerId: number; amountCents: number };
  'offer.countered': { offerId: number; lotId: number; buyerId: number; counterCents: number };
  /** An operator cancelled an unpaid invoice. */
  'invoice.cancelled': { invoiceId: number; buyerId: number; lotId: number };
  /** An operator answered a buyer's dispute. */
  'dispute.answered': { disputeId: number; lotId: number; buyerId: number };
  'offer.declined': { offerId: number; lotId: number; buyerId: number };
  'offer.accepted': { offerId: number; lotId: number; buyerId: number; amountCents: number };
  'offer.counterDeclined': { offerId: number; lotId: number; buyerId: number };
  'dispute.opened': { disputeId: number; lotId: number; buyerId: number };
  'message.sent': { messageId: number; fromId: number; toId: number; lotId: number | null };
}
