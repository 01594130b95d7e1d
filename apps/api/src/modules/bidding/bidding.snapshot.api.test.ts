import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.js';
import { buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { bids, lots } from '../../platform/db/schema/index.js';
import { biddingRepository } from './bidding.repository.js';

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
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
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
    const unlocked = vi.spyOn(biddingRepository, 'writeBatchIfUnchanged');
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
    const unlocked = vi.spyOn(biddingRepository, 'writeBatchIfUnchanged');
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
});
