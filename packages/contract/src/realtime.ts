import { z } from 'zod';
import { money } from './common.js';

/**
 * Socket.IO events (api-notes "Realtime"). Field names are the product family's
 * and must be kept: clients match on them. Amounts are `money`: currency units on the
 * wire, integer cents in code — the gateway encodes each payload with `encodeWire`, the
 * web socket client decodes it with the schema, so both sides work in cents.
 */
const numOrStr = z.union([z.number(), z.string()]);

export const serverEvents = {
  /** Server clock, every few seconds, for countdown drift correction. */
  serverTime: z.object({ dTime: z.string() }),
  bidAddtime: z.object({
    id: z.number().int(),
    /** Set when the bid was on a sub-lot of a line-item lot (`id` is then the lot). */
    line_item_id: z.number().int().optional(),
    sequence: z.number().int().optional(),
    status: z.string(),
    error: z.string().optional(),
    /** With status 'failed' (ours): the refusal's error code, for the client to translate. */
    code: z.string().optional(),
    /**
     * Who bid and who leads: the user's own id in the copy sent to that user, otherwise the
     * lot's anonymous label ("Bidder N", as in the bid history); `bpop_higher` 0 without a leader.
     */
    bpop_cbidder: numOrStr,
    bpop_higher: numOrStr,
    bpop_wprice: money,
    bpop_wprice_morehigh: money.optional(),
    bpop_bidcount: z.number().int(),
    bpop_increment: money,
    bpop_nextbid: money,
    bpop_nextbid_org: money,
    bpop_cuser_nextbid: money.optional(),
    bpop_bidstatus: z.string().optional(),
    bidAmount: money.optional(),
    bpop_belowFive: z.number().int(),
    bpop_belowFiveIncrement: z.string().optional(),
  }),
  realclosedupdates: z.object({
    id: z.number().int(),
    /**
     * The winner ('' when unsold): its own id in the copy sent to the winner (its user room),
     * otherwise a label — "Bidder N" for an auction, "Buyer" for a buy-now or an accepted offer.
     * Same for `bpop_cbidder`.
     */
    usr: numOrStr,
    bpop_cbidder: numOrStr,
    buynowamount: money,
  }),
  cancelbidemitted: z.object({
    project_id: z.number().int(),
    bpop_bidcount: z.number().int(),
    bpop_wprice: money,
    prodata: z.object({ proposed_amount: money, currentbid_increment: money }),
  }),
  watchlist: z.object({ id: z.number().int(), status: z.enum(['added', 'removed']) }),
  bid_extended: z.object({ id: z.number().int(), date_closed: z.string() }),
  realtimeupdate: z.object({ id: z.number().int(), date_closed: z.string() }),
  drop_price: z.object({ id: z.number().int(), sprice: money, wprice: money, bprice: money.nullable() }),
  reservepriceupdate: z.object({ id: z.number().int(), line_item_id: z.number().int().optional(), rprice_met: z.boolean() }),
  sendmessage: z.object({
    to_id: z.number().int(),
    from_id: z.number().int(),
    sellerid: z.number().int(),
    projectid: z.number().int(),
    message: z.string(),
  }),
  buynowAddtime: z.object({
    id: z.number().int(),
    status: z.string(),
    error: z.string().optional(),
    bpop_cbidder: z.number().int(),
    invoice_id: z.number().int().optional(),
  }),
  userDeactivate: z.object({ user_id: z.number().int() }),
  /**
   * Our decision (issue 42 §4): a lot of this open lot's category and condition sold, so its
   * "What comparable lots sold for" is out of date. Sent to the lot's room; no price, no buyer.
   */
  soldpricesupdate: z.object({ id: z.number().int() }),
  /** Our decision: the bell's unread count changed (user room only); `id` is a new notification's id. */
  bellNotify: z.object({ unread: z.number().int(), id: z.number().int().optional() }),
} as const;

export type ServerEventName = keyof typeof serverEvents;
/** A payload as code sees it (money in cents). */
export type ServerEventPayload<K extends ServerEventName> = z.output<(typeof serverEvents)[K]>;
/** A payload as it travels (money in currency units). */
export type ServerEventWire<K extends ServerEventName> = z.input<(typeof serverEvents)[K]>;
export type ServerToClientEvents = { [K in ServerEventName]: (payload: ServerEventWire<K>) => void };

/** What a client may ask of the socket: join or leave the room of a lot it shows. */
export const clientEvents = {
  joinLot: z.object({ id: z.number().int().positive() }),
  leaveLot: z.object({ id: z.number().int().positive() }),
} as const;
export type ClientEventName = keyof typeof clientEvents;
/**
 * `joinLot` may carry an acknowledgement (our addition, no payload): the server calls it once the
 * socket is in the lot's room, so a read the screen makes after it misses no event. A lot the
 * user may not see (a private lot, issue 42) is refused: `{ error: 'NOT_FOUND' }`, no room joined.
 */
export type ClientToServerEvents = {
  joinLot: (payload: z.infer<typeof clientEvents.joinLot>, joined?: (refused?: { error: 'NOT_FOUND' }) => void) => void;
  leaveLot: (payload: z.infer<typeof clientEvents.leaveLot>) => void;
};

/** Room names, one place for both sides. */
export const rooms = {
  lot: (id: number) => `lot:${id}`,
  user: (id: number) => `user:${id}`,
} as const;

/** Server-time tick period. */
export const serverTimeIntervalMs = 5000;
