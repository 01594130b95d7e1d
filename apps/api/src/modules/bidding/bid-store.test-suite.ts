/**
 * The contract every `BidStore` keeps, as one suite (`describeBidStore`), run against each store
 * on the database of the current api pass (PGlite, or PostgreSQL with TEST_DB=postgres).
 * It drives the real bidding service (the rules) on the store, without HTTP.
 * Used by apps/api/src/modules/bidding/bid-store*.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/harness.js';
import { buildLineItems, buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { migrateDatabase, openDatabase, type Db } from '../../platform/db/client.js';
import { bids, lineItems, lots, users } from '../../platform/db/schema/index.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import { assertWithinSpendCap } from '../account/index.js';
import { audit } from '../audit/index.js';
import { bidLogRepository } from './bid-log.repository.js';
import { createBidLogService } from './bid-log.service.js';
import type { BidReceipt, BidStore } from './bid-store.js';
import { biddingRepository } from './bidding.repository.js';
import { createBiddingService, type BiddingService } from './bidding.service.js';
import { createBiddingSettings } from './bidding.settings.js';
import { toBidState } from './lot-state.js';
import { replayBids } from './replay.js';

const silentRealtime = { emitToLot() {}, emitToUser() {}, emitToLotExceptUser() {}, emitToLots() {} } as unknown as Realtime;

function serviceOn(db: Db, store: BidStore): BiddingService {
  return createBiddingService({
    db,
    repo: biddingRepository,
    bidLog: bidLogRepository,
    store,
    settings: createBiddingSettings(db),
    realtime: () => silentRealtime,
    assertWithinSpendCap,
    audit,
  });
}

let userSeq = 0;
async function buildBidders(db: Db, n: number): Promise<AuthUser[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const name = `store-${process.pid}-${++userSeq}`;
        return { email: `${name}@example.test`, username: name, passwordHash: 'x', firstName: 'Store', lastName: 'Bidder', isBuyer: true, status: 'active' as const };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => ({ id: r.id, tokenId: 0, isBuyer: true, isAdmin: false, isEmployee: false, isSeller: false, companyId: null, language: 'English' }));
}

/** Every bid's outcome: its receipt, or the refusal code. */
const settled = (p: Promise<BidReceipt>) => p.then((r) => ({ ok: true as const, r }), (e: unknown) => ({ ok: false as const, code: e instanceof AppError ? e.code : `unexpected: ${String(e)}` }));

/** The lot's (or sub-lot's) stored state equals a replay of its stored bids, and its bid-log chain verifies. */
async function expectStateIsReplay(db: Db, lotId: number, itemId: number | null = null) {
  const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
  const item = itemId ? (await db.select().from(lineItems).where(eq(lineItems.id, itemId)))[0]! : null;
  const stored = await db
    .select()
    .from(bids)
    .where(and(eq(bids.lotId, lotId), isNull(bids.cancelledAt), itemId ? eq(bids.lineItemId, itemId) : isNull(bids.lineItemId)))
    .orderBy(asc(bids.sequence));
  const table = await createBiddingSettings(db).incrementTable();
  const row = item ?? lot!;
  const { state, skipped } = replayBids(toBidState(row, lot!, new Date()), stored.map((b) => ({ ...b, companyId: null })), table);
  expect(skipped).toEqual([]);
  expect({ price: row.currentPrice, count: row.bidCount, sequence: row.bidSequence, leader: row.leaderUserId, max: row.leaderMaxAmount }).toEqual({
    price: state.currentPrice,
    count: state.bidCount,
    sequence: state.sequence,
    leader: state.leader?.userId ?? null,
    max: state.leader?.maxAmount ?? null,
  });
  expect(stored.map((b) => b.sequence)).toEqual(stored.map((_, i) => i + 1));
  expect((await createBidLogService(db).verifyLot(lotId)).ok).toBe(true);
  return stored;
}

export function describeBidStore(name: string, makeStore: (db: Db) => BidStore) {
  describe(`bid store contract: ${name}`, () => {
    const t = contractSetup(makeStore);

    it('loses and duplicates no bid under concurrent submission: every accepted receipt is one stored bid, every other bid is refused', async () => {
      const lotsUnder = await Promise.all([buildLot(t.db), buildLot(t.db), buildLot(t.db)]);
      const attempts = Array.from({ length: 60 }, (_, i) => {
        const lot = lotsUnder[i % 3]!;
        const user = t.bidders[i % t.bidders.length]!;
        // Maximum bids with amounts that collide and interleave: some lead, some lose, some are refused.
        return settled(t.service.placeBid(user, { id: lot.id, amount: 1_000 + ((i * 7) % 23) * 100, hardBid: false }));
      });
      const outcomes = await Promise.all(attempts);
      const accepted = outcomes.flatMap((o) => (o.ok ? [o.r] : []));
      for (const o of outcomes) if (!o.ok) expect(o.code).toMatch(/^BID_TOO_LOW$/);
      expect(new Set(accepted.map((r) => r.bidId)).size).toBe(accepted.length);
      for (const lot of lotsUnder) {
        const stored = await expectStateIsReplay(t.db, lot.id);
        const mine = accepted.filter((r) => r.lotId === lot.id);
        expect(stored.map((b) => b.id).sort((a, b) => a - b)).toEqual(mine.map((r) => r.bidId).sort((a, b) => a - b));
      }
    });

    it('only raises prices: in sequence order, every receipt’s price is at least the one before', async () => {
      const lot = await buildLot(t.db);
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) => settled(t.service.placeBid(t.bidders[i % t.bidders.length]!, { id: lot.id, amount: 1_000 + ((i * 13) % 29) * 100, hardBid: i % 3 === 0 }))),
      );
      const receipts = outcomes.flatMap((o) => (o.ok ? [o.r] : [])).sort((a, b) => a.sequence - b.sequence);
      expect(receipts.length).toBeGreaterThan(0);
      for (let i = 1; i < receipts.length; i++) expect(receipts[i]!.price).toBeGreaterThanOrEqual(receipts[i - 1]!.price);
      const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
      expect(row!.currentPrice).toBe(receipts.at(-1)!.price);
      await expectStateIsReplay(t.db, lot.id);
    });

    it('keeps the order on one lot: bids placed one after the other are decided in that order', async () => {
      const lot = await buildLot(t.db);
      // Increasing exact bids from alternating bidders: in their order every one is accepted; out of order some would be too low.
      const receipts = await Promise.all(Array.from({ length: 25 }, (_, i) => t.service.placeBid(t.bidders[i % 2]!, { id: lot.id, amount: 1_000 + i * 100, hardBid: true })));
      expect(receipts.map((r) => r.sequence)).toEqual(receipts.map((_, i) => i + 1));
      expect(receipts.map((r) => r.amount)).toEqual(receipts.map((_, i) => 1_000 + i * 100));
      await expectStateIsReplay(t.db, lot.id);
    });

    it('answers an idempotent retry with the first receipt, also when both attempts arrive at once, and places the bid once', async () => {
      const lot = await buildLot(t.db);
      const [a, b] = t.bidders;
      const input = { id: lot.id, amount: 1_500, hardBid: true, idempotencyKey: `contract-${lot.id}` };
      const [first, second] = await Promise.all([t.service.placeBid(a!, input), t.service.placeBid(a!, input)]);
      expect(second!.bidId).toBe(first!.bidId);
      expect([first!.replayed, second!.replayed].sort()).toEqual([false, true]);
      // Outbid meanwhile: the retry answers the first bid with the lot as it is now.
      await t.service.placeBid(b!, { id: lot.id, amount: 2_000, hardBid: true });
      const later = await t.service.placeBid(a!, input);
      expect(later).toMatchObject({ bidId: first!.bidId, replayed: true, price: 2_000, leads: false });
      await expect(t.service.placeBid(a!, { ...input, amount: 1_600 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      const stored = await expectStateIsReplay(t.db, lot.id);
      expect(stored).toHaveLength(2);
    });

    it('keeps a sub-lot’s bids apart from the lot’s and the other sub-lots’, each its own replay, on the lot’s one chain', async () => {
      const lot = await buildLot(t.db, { auctionType: 'lineitem', listingFormat: 'live' });
      const items = await buildLineItems(t.db, lot.id, 2);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => settled(t.service.placeBid(t.bidders[i % 3]!, { id: items[i % 2]!.id, masterId: lot.id, amount: 500 + ((i * 5) % 11) * 100, hardBid: false }))),
      );
      const accepted = outcomes.flatMap((o) => (o.ok ? [o.r] : []));
      for (const item of items) {
        const stored = await expectStateIsReplay(t.db, lot.id, item.id);
        expect(stored.length).toBe(accepted.filter((r) => r.lineItemId === item.id).length);
      }
      const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
      expect(row!.chainLength).toBe(accepted.length);
    });
  });
}

/**
 * The contract across processes: two services, each with its own store and pool, on one
 * PostgreSQL database (run in the postgres pass only: vitest.config.ts `postgresOnly`).
 */
export function describeBidStoreAcrossProcesses(name: string, makeStore: (db: Db) => BidStore) {
  describe(`bid store contract, two processes: ${name}`, () => {
    const t = contractSetup(makeStore);
    it('two processes on one database lose and duplicate no bid, and the stored state is the replay', async () => {
      const other = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 5 });
      try {
        const second = serviceOn(other.db, makeStore(other.db));
        const lot = await buildLot(t.db);
        // Warm both processes' view of the lot, then bid from both at once.
        await t.service.placeBid(t.bidders[0]!, { id: lot.id, amount: 1_000, hardBid: true });
        await second.placeBid(t.bidders[1]!, { id: lot.id, amount: 1_100, hardBid: true });
        const outcomes = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            settled((i % 2 ? second : t.service).placeBid(t.bidders[i % t.bidders.length]!, { id: lot.id, amount: 1_200 + ((i * 11) % 37) * 100, hardBid: false })),
          ),
        );
        for (const o of outcomes) if (!o.ok) expect(o.code).toBe('BID_TOO_LOW');
        const accepted = outcomes.flatMap((o) => (o.ok ? [o.r] : []));
        const stored = await expectStateIsReplay(t.db, lot.id);
        expect(stored).toHaveLength(accepted.length + 2);
        expect(new Set(accepted.map((r) => r.sequence)).size).toBe(accepted.length);
      } finally {
        await other.close();
      }
    });
  });
}

/** One database per suite (the current pass's engine), increments, soft close off, six t.bidders. */
function contractSetup(makeStore: (db: Db) => BidStore) {
  const t = {} as { db: Db; dispose: () => Promise<void>; databaseUrl?: string; service: BiddingService; bidders: AuthUser[] };
  beforeAll(async () => {
    const opened = await openTestDatabase();
    // PGlite starts from the migrated dump; a fresh PostgreSQL database is empty.
    await migrateDatabase(opened.database);
    t.db = opened.database.db;
    t.dispose = opened.dispose;
    t.databaseUrl = opened.databaseUrl;
    await seedIncrements(t.db);
    await setSoftClose(t.db, { windowSeconds: 0, extensionSeconds: 0, capSeconds: null });
    t.service = serviceOn(t.db, makeStore(t.db));
    t.bidders = await buildBidders(t.db, 6);
  });
  afterAll(() => t.dispose?.());
  return t;
}
