import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, okResponse, successStatus } from './common.js';

/**
 * Offers (spec 2 §3 "Offer", §4 "Offer lifecycle", §7). A buyer offers an amount on an
 * open lot that takes offers; an operator approves, declines or counters; the buyer may
 * accept or decline a counter. Pending offers and counters expire after `expiry_hours`
 * (operator setting, default 48). Accepting (operator approve, or buyer accepts a counter)
 * creates the order and invoice, closes the lot and declines the other pending offers.
 */
export const offerStatuses = [
  /** Awaiting review (counter_by 0). */
  'submitted',
  /** Accepted by the operator (accepted_by > 0), or the buyer accepted the counter. */
  'approved',
  /** Declined by the operator (declined_by > 0); the buyer may offer again. */
  'declined',
  /** Countered (counter_by > 0); the buyer may accept or decline. */
  'countered',
  /** The buyer declined the counter; the buyer may offer again. */
  'counter_declined',
  /** Not answered in time. */
  'expired',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerRefusalCodes = [
  'LOT_CLOSED',
  'OFFERS_NOT_ALLOWED',
  'OFFER_PENDING',
  'OFFER_NOT_COUNTERED',
  'OFFER_EXPIRED',
  'OFFER_NOT_PENDING',
  'PRICE_CHANGED',
] as const;

export const offerSchema = z.object({
  id: z.number().int(),
  /** Lot id. */
  pid: z.number().int(),
  title: z.string(),
  user_id: z.number().int(),
  offer_amount: money,
  counter_amount: money.nullable(),
  /** Operator who accepted (0 none). */
  accepted_by: z.number().int(),
  /** Operator who declined (0 none). */
  declined_by: z.number().int(),
  /** Operator who countered (0 none). */
  counter_by: z.number().int(),
  status: z.enum(offerStatuses),
  date_added: isoDate,
  /** When a submitted or countered offer lapses (null once answered). */
  expires_at: isoDate.nullable(),
  invoice_id: z.number().int().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Offer amount: digits only, non-zero (spec 2 §5). */
const offerAmount = money.refine((c) => c > 0, { error: 'AMOUNT_ZERO' });

/** POST makeOffer {pid, offer_amount}: "Offer submitted successfully". */
export const makeOffer = defineEndpoint({
  id: 'offers.make',
  method: 'POST',
  path: 'makeOffer',
  summary: 'Offer an amount on an open lot that takes offers (one pending offer per buyer and lot)',
  tags: ['offers'],
  access: 'buyer',
  body: z.object({ pid: z.coerce.number().int().positive(), offer_amount: offerAmount }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ offer: offerSchema }) }),
});

/** POST getAuctionOffers {pid}: the caller's offers on a lot, newest first, and whether they may offer. */
export const getAuctionOffers = defineEndpoint({
  id: 'offers.list',
  method: 'POST',
  path: 'getAuctionOffers',
  summary: "The caller's offers on a lot with their state, the offer expiry and whether a new offer is allowed",
  tags: ['offers'],
  access: 'buyer',
  body: z.object({ pid: z.coerce.number().int().positive() }),
  response: z.object({
    status: successStatus,
    data: z.object({
      offers: z.array(offerSchema),
      /** Hours an offer or counter stays open (operator setting). */
      expiry_hours: z.number(),
      /** Lot open, makeoffer set, close in the future, and no pending offer of the caller. */
      can_offer: z.boolean(),
    }),
  }),
});

/** POST product/acceptCounterOffer {id, buyprice, oid}: buy at the counter amount. */
export const acceptCounterOffer = defineEndpoint({
  id: 'offers.acceptCounter',
  method: 'POST',
  base: 'product',
  path: 'acceptCounterOffer',
  summary: 'Accept the counter of offer {oid} on lot {id} at the confirmed amount; creates the order and invoice and closes the lot',
  tags: ['offers'],
  access: 'buyer',
  body: z.object({ id: z.coerce.number().int().positive(), buyprice: money, oid: z.coerce.number().int().positive() }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ order_id: z.number().int(), invoice_id: z.number().int() }),
  }),
});

/** POST declineCounterOffer {oid}: "Counter offer declined successfully". */
export const declineCounterOffer = defineEndpoint({
  id: 'offers.declineCounter',
  method: 'POST',
  path: 'declineCounterOffer',
  summary: "Decline the counter on the caller's offer; the buyer may offer again",
  tags: ['offers'],
  access: 'buyer',
  body: z.object({ oid: z.coerce.number().int().positive() }),
  response: okResponse,
});

/** One step of an offer's price history (operator console): offer → counter → outcome, oldest first. */
export const offerStepSchema = z.object({
  offer_id: z.number().int(),
  kind: z.enum(['offer', 'counter', 'approved', 'declined', 'counter_declined', 'expired']),
  amount: money.nullable(),
  at: isoDate,
});

/** An offer as the operator console lists it: the buyer, the lot and the price history with this buyer. */
export const adminOfferSchema = offerSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string() }),
  seller_id: z.number().int().nullable(),
  currency: z.string(),
  /** The lot's buy-now price (null when none): what the offer is compared with. */
  buy_now_price: money.nullable(),
  /** Every offer and counter between this buyer and the lot, oldest first. */
  history: z.array(offerStepSchema),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

/** Awaiting an answer: submitted (the operator's turn) or countered (the buyer's turn). */
export const offerQueueStates = ['pending', 'all', ...offerStatuses] as const;

/** Operator: offers to review. Sellers see the offers on their own lots only. */
export const adminListOffers = defineEndpoint({
  id: 'offers.adminList',
  method: 'GET',
  base: 'admin',
  path: 'offers',
  summary: 'Console: offers, oldest first (default: submitted, awaiting review), with buyer, lot and price history; a seller sees its own lots only',
  tags: ['offers', 'admin'],
  access: 'console',
  query: z.object({
    status: z.enum(offerQueueStates).default('submitted'),
    pid: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().positive().default(1),
    sh_limit: z.coerce.number().int().positive().max(100).default(30),
  }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(adminOfferSchema), totalRecords: z.number().int() }) }),
});

/** Operator: accept a submitted offer: order + invoice at the offer amount; the lot closes. */
export const adminAcceptOffer = defineEndpoint({
  id: 'offers.adminAccept',
  method: 'POST',
  base: 'admin',
  path: 'offers/:id/accept',
  summary: 'Console: accept a submitted offer (order and invoice at the offer amount; lot sold; other pending offers declined)',
  tags: ['offers', 'admin'],
  access: 'console',
  params: idParam,
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ offer: offerSchema, order_id: z.number().int(), invoice_id: z.number().int() }),
  }),
});

export const adminDeclineOffer = defineEndpoint({
  id: 'offers.adminDecline',
  method: 'POST',
  base: 'admin',
  path: 'offers/:id/decline',
  summary: 'Console: decline a submitted offer (the buyer may offer again)',
  tags: ['offers', 'admin'],
  access: 'console',
  params: idParam,
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ offer: offerSchema }) }),
});

export const adminCounterOffer = defineEndpoint({
  id: 'offers.adminCounter',
  method: 'POST',
  base: 'admin',
  path: 'offers/:id/counter',
  summary: 'Console: counter a submitted offer with another amount (restarts the expiry); a seller on its own lots only',
  tags: ['offers', 'admin'],
  access: 'console',
  params: idParam,
  body: z.object({ counter_amount: offerAmount }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ offer: offerSchema }) }),
});
