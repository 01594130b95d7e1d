import { z } from 'zod';

/**
 * Socket.IO events (api-notes "Realtime"). Field names are the product family's
 * and must be kept: clients match on them. Amounts are integer cents.
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
    bpop_cbidder: z.number().int(),
    bpop_higher: z.number().int(),
    bpop_wprice: z.number().int(),
    bpop_wprice_morehigh: z.number().int().optional(),
    bpop_bidcount: z.number().int(),
    bpop_increment: z.number().int(),
    bpop_nextbid: z.number().int(),
    bpop_nextbid_org: z.number().int(),
    bpop_cuser_nextbid: z.number().int().optional(),
    bpop_bidstatus: z.string().optional(),
    bidAmount: z.number().int().optional(),
    bpop_belowFive: z.number().int(),
    bpop_belowFiveIncrement: z.string().optional(),
  }),
  realclosedupdates: z.object({
    id: z.number().int(),
    usr: numOrStr,
    bpop_cbidder: numOrStr,
    buynowamount: z.number().int(),
  }),
  cancelbidemitted: z.object({
    project_id: z.number().int(),
    bpop_bidcount: z.number().int(),
    bpop_wprice: z.number().int(),
    prodata: z.object({ proposed_amount: z.number().int(), currentbid_increment: z.number().int() }),
  }),
  watchlist: z.object({ id: z.number().int(), status: z.enum(['added', 'removed']) }),
  bid_extended: z.object({ id: z.number().int(), date_closed: z.string() }),
  realtimeupdate: z.object({ id: z.number().int(), date_closed: z.string() }),
  drop_price: z.object({ id: z.number().int(), sprice: z.number().int(), wprice: z.number().int() }),
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
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<K extends ServerEventName> = z.infer<(typeof serverEvents)[K]>;
export type ServerToClientEvents = { [K in ServerEventName]: (payload: ServerEventPayload<K>) => void };

/** What a client may ask of the socket: join or leave the room of a lot it shows. */
export const clientEvents = {
  joinLot: z.object({ id: z.number().int().positive() }),
  leaveLot: z.object({ id: z.number().int().positive() }),
} as const;
export type ClientEventName = keyof typeof clientEvents;
export type ClientToServerEvents = {
  [K in ClientEventName]: (payload: z.infer<(typeof clientEvents)[K]>) => void;
};

/** Room names, one place for both sides. */
export const rooms = {
  lot: (id: number) => `lot:${id}`,
  user: (id: number) => `user:${id}`,
} as const;

/** Server-time tick period. */
export const serverTimeIntervalMs = 5000;
