import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, testDbEngine, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { bids, lots } from '../../platform/db/schema/index.js';
import { biddingRepository, type BatchWrite } from './bidding.repository.js';

/**
 * A lot's next batch is decided on the process's snapshot of the lot row and written by one
 * statement only while the row is still that version (bidding.service.ts `decideUnlocked`).
 * Whatever changed the row since (an operator, the closing, another process) or a spend cap set
 * since must be seen by the next bid exactly as under the lock.
 */
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let aliceToken: string;
let bobToken: string;

const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });
/** A new lot with Alice's opening $10 bid: this process now holds the lot's snapshot. */
async function lotWithSnapshot() {
  const lot = await buildLot(s.database.db);
  expect((await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 })).status).toBe(200);
  return lot;
}
/** Changes the lot row directly, as an operator or another process would, behind this process's snapshot. */
const writeBehind = (lotId: number, set: Partial<typeof lots.$inferInsert>) =>
  s.database.db.update(lots).set(set).where(eq(lots.id, lotId));
const bidsOn = async (lotId: number) => (await s.database.db.select().from(bids).where(eq(bids.lotId, lotId))).length;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', BID_STORE: 'tuned' } });
  await seedIncrements(s.database.db);
  await setSoftClose(s.database.db, { windowSeconds: 0, extensionSeconds: 0, capSeconds: null });
  [alice, bob] = await Promise.all([s.buildUser(), s.buildUser()]);
  [aliceToken, bobToken] = await Promise.all([s.loginAs(alice), s.loginAs(bob)]);
});
afterAll(() => s?.close());

describe('bids decided on the lot snapshot', () => {
  it('a later bid on the same lot takes no transaction of its own (one statement), and its receipt and row are as under the lock', async () => {
    const lot = await lotWithSnapshot();
    const locked = vi.spyOn(biddingRepository, 'bidTransaction');
    const unlocked = vi.spyOn(biddingRepository, 'writeLotBatchesIfUnchanged');
    try {
      const res = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1, idempotency_key: `snapshot-key-${lot.id}` });
      expect(res.status).toBe(200);
      expect(res.body.data.receipt).toMatchObject({ sequence: 2, amount: 11 });
      expect(res.body.data.wprice).toBe(11);
      expect(locked).not.toHaveBeenCalled();
      expect(unlocked).toHaveBeenCalledTimes(1);
    } finally {
      locked.mockRestore();
      unlocked.mockRestore();
    }
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ currentPrice: 1_100, bidCount: 2, bidSequence: 2, leaderUserId: bob.id, chainLength: 2 });
    // The same key again: a retry, answered from the stored bid (under the lock), nothing placed twice.
    const again = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1, idempotency_key: `snapshot-key-${lot.id}` });
    expect(again.status).toBe(200);
    expect(again.body.data.receipt).toMatchObject({ sequence: 2, amount: 11 });
    expect(await bidsOn(lot.id)).toBe(2);
  });

  it("a lot's first bid on this process takes no transaction either: the row and its bidders are read without a lock, then one statement", async () => {
    const lot = await buildLot(s.database.db);
    const locked = vi.spyOn(biddingRepository, 'bidTransaction');
    const read = vi.spyOn(biddingRepository, 'readLotSnapshot');
    const unlocked = vi.spyOn(biddingRepository, 'writeLotBatchesIfUnchanged');
    try {
      const first = await bid(aliceToken, { id: lot.id, wsprice: 10, hard_bid: 1 });
      expect(first.status).toBe(200);
      expect(first.body.data.receipt).toMatchObject({ sequence: 1, amount: 10 });
      expect(locked).not.toHaveBeenCalled();
      expect(read).toHaveBeenCalledTimes(1);
      expect(unlocked).toHaveBeenCalledTimes(1);
      // The next one is decided on the snapshot that write left: no second read.
      expect((await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 })).status).toBe(200);
      expect(read).toHaveBeenCalledTimes(1);
      expect(locked).not.toHaveBeenCalled();
    } finally {
      locked.mockRestore();
      read.mockRestore();
      unlocked.mockRestore();
    }
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ currentPrice: 1_100, bidCount: 2, bidSequence: 2, leaderUserId: bob.id, chainLength: 2 });
  });

  it('a row changed between that read and the write: nothing is written on the read, the bid is decided again under the lock', async () => {
    const lot = await buildLot(s.database.db);
    const real = biddingRepository.readLotSnapshot.bind(biddingRepository);
    const read = vi.spyOn(biddingRepository, 'readLotSnapshot').mockImplementationOnce(async (db, id) => {
      const snap = await real(db, id);
      // As another process's accepted bid would leave it, right after the read: $20.00, led by Alice.
      await writeBehind(id, { currentPrice: 2_000, bidCount: 1, bidSequence: 1, leaderUserId: alice.id, leaderMaxAmount: 2_000 });
      return snap;
    });
    try {
      const low = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 });
      expect(low.status).toBe(422);
      expect(low.body.code).toBe('BID_TOO_LOW');
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
    expect(await bidsOn(lot.id)).toBe(0);
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ currentPrice: 2_000, bidCount: 1, leaderUserId: alice.id });
  });

  it('sees a change an operator made to the lot row after the snapshot: a close moved into the past refuses the next bid', async () => {
    const lot = await lotWithSnapshot();
    await writeBehind(lot.id, { dateClosed: new Date(Date.now() - 1_000) });
    const res = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('LOT_CLOSED');
    expect(await bidsOn(lot.id)).toBe(1);
  });

  it('sees a price written behind its back (another process): the next bid is decided on the stored state', async () => {
    const lot = await lotWithSnapshot();
    // As another process's accepted bid would leave it: $20.00, led by Alice, sequence 2.
    await writeBehind(lot.id, { currentPrice: 2_000, bidCount: 2, bidSequence: 2, leaderMaxAmount: 2_000 });
    const low = await bid(bobToken, { id: lot.id, wsprice: 11, hard_bid: 1 });
    expect(low.status).toBe(422);
    expect(low.body.code).toBe('BID_TOO_LOW');
    // Found stale once (another process bids on it too): for a while its batches go straight to the lock.
    const unlocked = vi.spyOn(biddingRepository, 'writeLotBatchesIfUnchanged');
    try {
      const ok = await bid(bobToken, { id: lot.id, wsprice: 21, hard_bid: 1 });
      expect(ok.status).toBe(200);
      expect(ok.body.data.receipt.sequence).toBe(3);
      expect(unlocked).not.toHaveBeenCalled();
    } finally {
      unlocked.mockRestore();
    }
  });

  it('sees a spend cap set after the snapshot: a bid above it is refused and nothing is written', async () => {
    const lot = await lotWithSnapshot();
    expect((await s.api('POST', '/api/user/updateProfile', { token: bobToken, body: { spend_cap: 15 } })).status).toBe(200);
    try {
      const res = await bid(bobToken, { id: lot.id, wsprice: 20, hard_bid: 1 });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('SPEND_CAP_EXCEEDED');
      const [row] = await s.database.db.select().from(lots).where(eq(lots.id, lot.id));
      expect(row).toMatchObject({ currentPrice: 1_000, bidCount: 1, leaderUserId: alice.id });
    } finally {
      await s.api('POST', '/api/user/updateProfile', { token: bobToken, body: { spend_cap: null } });
    }
  });

  it("writes several lots' batches in one statement: each on its own terms; a lot changed behind, or locked by another transaction, is left unwritten", async () => {
    const [one, changed, locked] = await Promise.all([buildLot(s.database.db), buildLot(s.database.db), buildLot(s.database.db)]);
    const versionOf = async (id: number) =>
      (await s.database.pool.query<{ v: string }>('select xmin::text as v from lots where id = $1', [id])).rows[0]!.v;
    const at = new Date();
    const batch = (lotId: number, version: string): BatchWrite & { lineItemId: null; version: string } => ({
      lotId,
      lineItemId: null,
      version,
      at,
      rows: [
        {
          userId: alice.id,
          amount: 1_000,
          maxAmount: 1_000,
          hardBid: true,
          sequence: 1,
          idempotencyKey: null,
          chainPos: 1,
          chainHash: `h1-${lotId}`,
        },
        {
          userId: bob.id,
          amount: 1_100,
          maxAmount: 1_100,
          hardBid: true,
          sequence: 2,
          idempotencyKey: null,
          chainPos: 2,
          chainHash: `h2-${lotId}`,
        },
      ],
      chainLength: 2,
      chainHead: `h2-${lotId}`,
      state: {
        currentPrice: 1_100,
        bidCount: 2,
        bidSequence: 2,
        leaderUserId: bob.id,
        leaderCompanyId: null,
        leaderMaxAmount: 1_100,
        leaderPlacedSeq: 2,
      },
      dateClosed: null,
      originalDateClosed: null,
    });
    const batches = [
      batch(one.id, await versionOf(one.id)),
      batch(changed.id, await versionOf(changed.id)),
      batch(locked.id, await versionOf(locked.id)),
    ];
    await writeBehind(changed.id, { title: 'Renamed by an operator' });
    // PostgreSQL: another connection holds the third lot's row lock meanwhile (PGlite has one session: no other transaction can).
    const holder = testDbEngine() === 'postgres' ? await s.database.pool.connect() : null;
    try {
      if (holder) {
        await holder.query('begin');
        await holder.query('select id from lots where id = $1 for no key update', [locked.id]);
      }
      const results = await biddingRepository.writeLotBatchesIfUnchanged(s.database.db, holder ? batches : batches.slice(0, 2));
      expect(results[0]!.ids).toHaveLength(2);
      expect(results[0]!.version).toBe(await versionOf(one.id));
      expect(results[1]).toBeNull();
      if (holder) expect(results[2]).toBeNull();
    } finally {
      if (holder) {
        await holder.query('rollback');
        holder.release();
      }
    }
    const [row] = await s.database.db.select().from(lots).where(eq(lots.id, one.id));
    expect(row).toMatchObject({
      currentPrice: 1_100,
      bidCount: 2,
      bidSequence: 2,
      leaderUserId: bob.id,
      chainLength: 2,
      chainHead: `h2-${one.id}`,
    });
    expect(await bidsOn(one.id)).toBe(2);
    expect(await bidsOn(changed.id)).toBe(0);
    expect(await bidsOn(locked.id)).toBe(0);
    const [untouched] = await s.database.db.select().from(lots).where(eq(lots.id, locked.id));
    expect(untouched).toMatchObject({ bidCount: 0, chainLength: 0 });
  });
});
