import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { fake, fakeDb } from '../../testing/fake-db.js';
import { acceptedOf, batchWriteOf, idemKey, numbered, type BidLot, type BidRow, type BidStore } from './bid-store.js';
import type { IncrementTable } from './bid-types.js';
import type { BiddingRepository } from './bidding.repository.js';
import { createBiddingService, type BiddingDeps } from './bidding.service.js';

const NOW = new Date('2030-01-01T12:00:00Z');
/** $1 under $100, $5 above. */
const TABLE: IncrementTable = { bands: [{ from_amount: 0, to_amount: 10_000, increment: 100 }, { from_amount: 10_000, to_amount: null, increment: 500 }], defaultIncrement: 100 };

const user = (id: number): AuthUser => ({ id, tokenId: 0, isBuyer: true, isAdmin: false, isEmployee: false, isSeller: false, companyId: null, language: 'English' });
const ALICE = user(1);
const BOB = user(2);
const SELLER = user(9);

/** An open live lot at $10 (no reserve, no bids), sold by SELLER. */
function lot(id: number, over: Partial<BidLot> = {}): BidLot {
  return {
    id,
    sellerId: SELLER.id,
    auctionType: 'live',
    listingFormat: 'live',
    status: 'open',
    termsRequired: false,
    blindIncrement: 100,
    startingPrice: 1_000,
    currentPrice: 1_000,
    reservePrice: null,
    incrementOverride: null,
    bidCount: 0,
    bidSequence: 0,
    chainLength: 0,
    chainHead: null,
    leaderUserId: null,
    isPrivate: false,
    leaderCompanyId: null,
    leaderMaxAmount: null,
    leaderPlacedSeq: null,
    dateAdded: new Date(NOW.getTime() - 3_600_000),
    dateClosed: new Date(NOW.getTime() + 3_600_000),
    originalDateClosed: null,
    softClose: false,
    ...over,
  };
}

/**
 * An in-memory `BidStore`: one lot row per id, bids in a list, every batch decided on the row and
 * applied at once (what both real stores guarantee). `failNextCommit` makes the next write fail,
 * having written nothing.
 */
function memoryWorld(lots: BidLot[], opts: { caps?: Record<number, number>; terms?: [number, number][] } = {}) {
  const rows = new Map(lots.map((l) => [l.id, { ...l }]));
  const stored: BidRow[] = [];
  let failNextCommit = false;
  const store: BidStore = {
    async commitBatch(req, decide) {
      const current = rows.get(req.lotId);
      if (!current) return null;
      const priors = new Map(stored.filter((b) => b.idempotencyKey).map((b) => [idemKey(b.userId, b.idempotencyKey!), b]));
      const caps = new Map(Object.entries(opts.caps ?? {}).map(([k, v]) => [Number(k), v]));
      const { decided, state } = await decide({ tx: fakeDb() as unknown as Tx, lot: current, item: null, now: NOW, caps, priors });
      const accepted = acceptedOf(decided);
      if (accepted.length && failNextCommit) {
        failNextCommit = false;
        throw new Error('connection lost');
      }
      const w = batchWriteOf(current, null, NOW, accepted, state);
      const ids = w.rows.map((r) => {
        const id = stored.length + 1;
        stored.push({ ...r, id, lotId: req.lotId, lineItemId: null, createdAt: NOW, hardBid: r.hardBid ?? false, idempotencyKey: r.idempotencyKey ?? null, cancelledAt: null, cancelledBy: null } as BidRow);
        return id;
      });
      if (accepted.length) rows.set(req.lotId, { ...current, ...w.state, chainLength: w.chainLength, chainHead: w.chainHead, dateClosed: w.dateClosed ?? current.dateClosed });
      const bidders = [...new Set(stored.filter((b) => b.lotId === req.lotId).map((b) => b.userId))];
      return { decided, lot: current, item: null, at: NOW, ids, bidderNumbers: numbered(bidders) };
    },
  };
  const repo = fake<BiddingRepository>(
    {
      hasAcceptedTerms: async (_tx, userId, lotId) => (opts.terms ?? []).some(([u, l]) => u === userId && l === lotId),
      previousSealedAmount: async (_tx, lotId, userId) => {
        const mine = stored.filter((b) => b.lotId === lotId && b.userId === userId).map((b) => b.amount);
        return mine.length ? Math.max(...mine) : null;
      },
    },
    'biddingRepository',
  );
  const published: { name: string; payload: Record<string, unknown> }[] = [];
  const emitted: { to: string; event: string; payload: Record<string, unknown> }[] = [];
  const realtime = fake<Realtime>({
    emitToLot: ((lotId: number, event: string, payload: Record<string, unknown>) => void emitted.push({ to: `lot:${lotId}`, event, payload })) as never,
    emitToUser: ((userId: number, event: string, payload: Record<string, unknown>) => void emitted.push({ to: `user:${userId}`, event, payload })) as never,
    emitToLotExceptUser: ((lotId: number, _except: unknown, event: string, payload: Record<string, unknown>) => void emitted.push({ to: `lot:${lotId}`, event, payload })) as never,
  });
  const events = fake<EventBus>({ publish: ((name: string, payload: Record<string, unknown>) => void published.push({ name, payload })) as never });
  const deps: BiddingDeps = {
    db: fakeDb(),
    repo,
    bidLog: fake({}, 'bidLog'),
    store,
    settings: { incrementTable: async () => TABLE, softClose: async () => ({ windowSeconds: 0, extensionSeconds: 0, capSeconds: null }) },
    realtime: () => realtime,
    events,
    assertWithinSpendCap: async (_tx, userId, amount) => {
      const cap = opts.caps?.[userId];
      if (cap != null && amount > cap) throw new AppError('SPEND_CAP_EXCEEDED');
    },
    audit: fake({}, 'audit'),
    now: () => NOW,
  };
  return {
    service: createBiddingService(deps),
    row: (id: number) => rows.get(id)!,
    stored,
    published,
    emitted,
    failNextCommit: () => (failNextCommit = true),
  };
}

const codeOf = (p: Promise<unknown>) => p.then(() => 'accepted', (e: unknown) => (e instanceof AppError ? e.code : `unexpected ${String(e)}`));

describe('bidding service rules', () => {
  it('refuses a bid on a closed lot, a lot not started, the seller’s own lot, a fixed-price lot and a missing lot, writing nothing', async () => {
    const w = memoryWorld([
      lot(1, { status: 'closed' }),
      lot(2, { dateAdded: new Date(NOW.getTime() + 60_000) }),
      lot(3),
      lot(4, { listingFormat: 'buynow' }),
      lot(5, { auctionType: 'lineitem' }),
    ]);
    const bid = (u: AuthUser, id: number) => codeOf(w.service.placeBid(u, { id, amount: 2_000, hardBid: true }));
    expect(await bid(ALICE, 1)).toBe('LOT_CLOSED');
    expect(await bid(ALICE, 2)).toBe('LOT_NOT_STARTED');
    expect(await bid(SELLER, 3)).toBe('OWN_LOT');
    expect(await bid(ALICE, 4)).toBe('NOT_AN_AUCTION');
    expect(await bid(ALICE, 5)).toBe('BID_INVALID');
    expect(await bid(ALICE, 404)).toBe('NOT_FOUND');
    expect(w.stored).toEqual([]);
    expect(w.published).toEqual([]);
  });

  it('refuses a bid below the next bid with the minimum, and a bid without accepted terms', async () => {
    const w = memoryWorld([lot(1, { currentPrice: 1_500, bidCount: 1, leaderUserId: BOB.id, leaderMaxAmount: 1_500, leaderPlacedSeq: 1, bidSequence: 1 }), lot(2, { termsRequired: true })], { terms: [[BOB.id, 2]] });
    const low = await w.service.placeBid(ALICE, { id: 1, amount: 1_550, hardBid: true }).catch((e: AppError) => e);
    expect(low).toMatchObject({ code: 'BID_TOO_LOW' });
    expect((low as AppError).extra.details).toMatchObject({ minimum: 16 });
    expect(await codeOf(w.service.placeBid(ALICE, { id: 2, amount: 2_000, hardBid: true }))).toBe('TERMS_NOT_ACCEPTED');
    expect(await codeOf(w.service.placeBid(BOB, { id: 2, amount: 2_000, hardBid: true }))).toBe('accepted');
  });

  it('refuses a bid above the bidder’s spend cap, and only that bid of its batch', async () => {
    const w = memoryWorld([lot(1)], { caps: { [ALICE.id]: 5_000 } });
    const [a, b] = await Promise.all([codeOf(w.service.placeBid(ALICE, { id: 1, amount: 6_000, hardBid: true })), codeOf(w.service.placeBid(BOB, { id: 1, amount: 6_000, hardBid: true }))]);
    expect([a, b]).toEqual(['SPEND_CAP_EXCEEDED', 'accepted']);
    expect(await codeOf(w.service.placeBid(ALICE, { id: 1, amount: 6_500, hardBid: true }))).toBe('SPEND_CAP_EXCEEDED');
    expect(w.stored.map((s) => s.userId)).toEqual([BOB.id]);
  });

  it('publishes events only for a committed bid: a failed write answers an error and tells nobody', async () => {
    const w = memoryWorld([lot(1)]);
    w.failNextCommit();
    expect(await codeOf(w.service.placeBid(ALICE, { id: 1, amount: 2_000, hardBid: true }))).toMatch(/^unexpected/);
    expect(w.published).toEqual([]);
    expect(w.emitted).toEqual([]);
    const receipt = await w.service.placeBid(ALICE, { id: 1, amount: 2_000, hardBid: true });
    expect(receipt).toMatchObject({ sequence: 1, amount: 2_000, price: 2_000, leads: true, replayed: false });
    expect(w.published).toEqual([{ name: 'bid.placed', payload: { lotId: 1, lineItemId: null, bidderId: ALICE.id, previousLeaderId: null, leaderId: ALICE.id, priceCents: 2_000, at: NOW } }]);
  });

  it('answers a retry with the same key with the first receipt and the lot as it is now, and refuses the key reused for another bid', async () => {
    const w = memoryWorld([lot(1)]);
    const input = { id: 1, amount: 2_000, hardBid: true, idempotencyKey: 'k1' };
    // Twice in one batch: the second waits for the next batch and replays the first.
    const [first, second] = await Promise.all([w.service.placeBid(ALICE, input), w.service.placeBid(ALICE, input)]);
    expect(second).toMatchObject({ bidId: first.bidId, replayed: true });
    await w.service.placeBid(BOB, { id: 1, amount: 3_000, hardBid: true });
    expect(await w.service.placeBid(ALICE, input)).toMatchObject({ bidId: first.bidId, replayed: true, price: 3_000, leads: false });
    expect(await codeOf(w.service.placeBid(ALICE, { ...input, amount: 2_100 }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(w.stored).toHaveLength(2);
    expect(w.published.filter((p) => p.name === 'bid.placed')).toHaveLength(2);
  });

  it('tells the outbid leader and the new leader: the event names both, the losing challenger hears it is losing', async () => {
    const w = memoryWorld([lot(1)]);
    await w.service.placeBid(ALICE, { id: 1, amount: 5_000, hardBid: false });
    // Bob's lower maximum loses against Alice's: Alice still leads and is told so privately.
    const losing = await w.service.placeBid(BOB, { id: 1, amount: 3_000, hardBid: false });
    expect(losing).toMatchObject({ leads: false, price: 3_100 });
    const toAlice = w.emitted.filter((e) => e.to === `user:${ALICE.id}`).at(-1)!;
    expect(toAlice.payload).toMatchObject({ bpop_higher: ALICE.id, bpop_wprice: 3_100 });
    const toBob = w.emitted.filter((e) => e.to === `user:${BOB.id}`).at(-1)!;
    expect(toBob.payload.bpop_bidstatus).toMatch(/losing/);
    // Bob's higher maximum takes the lead: the event names Alice as the previous leader.
    const winning = await w.service.placeBid(BOB, { id: 1, amount: 8_000, hardBid: false });
    expect(winning).toMatchObject({ leads: true, price: 5_100 });
    expect(w.published.at(-1)!.payload).toMatchObject({ previousLeaderId: ALICE.id, leaderId: BOB.id });
  });

  it('tells the lot when a bid meets the reserve, once', async () => {
    const w = memoryWorld([lot(1, { reservePrice: 4_000 })]);
    await w.service.placeBid(ALICE, { id: 1, amount: 2_000, hardBid: true });
    expect(w.emitted.some((e) => e.event === 'reservepriceupdate')).toBe(false);
    await w.service.placeBid(BOB, { id: 1, amount: 4_000, hardBid: true });
    await w.service.placeBid(ALICE, { id: 1, amount: 5_000, hardBid: true });
    expect(w.emitted.filter((e) => e.event === 'reservepriceupdate').map((e) => e.payload)).toEqual([{ id: 1, rprice_met: true }]);
  });

  it('on a sealed lot discloses neither price nor leader, asks a re-bid for the blind increment, and says nothing of the reserve', async () => {
    const w = memoryWorld([lot(1, { auctionType: 'sealed', reservePrice: 1_500, blindIncrement: 500 })]);
    const first = await w.service.placeBid(ALICE, { id: 1, amount: 2_000, hardBid: false });
    expect(first).toMatchObject({ price: 1_000, leads: null, nextBid: 2_500 });
    expect(w.stored[0]).toMatchObject({ amount: 2_000, hardBid: true });
    const again = await w.service.placeBid(ALICE, { id: 1, amount: 2_100, hardBid: true }).catch((e: AppError) => e);
    expect(again).toMatchObject({ code: 'BID_INCREMENT_TOO_SMALL' });
    expect(await codeOf(w.service.placeBid(BOB, { id: 1, amount: 1_000, hardBid: true }))).toBe('accepted');
    expect(w.emitted.some((e) => e.event === 'reservepriceupdate')).toBe(false);
    expect(w.row(1)).toMatchObject({ currentPrice: 1_000, leaderUserId: ALICE.id, leaderMaxAmount: 2_000, bidCount: 2 });
  });
});
