import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer, TestUser } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { buyNowLot } from '../transactions/support.js';
import { nextEvent, record, startSocketScene, type ClientSocket } from '../support/sockets.js';
import { lots } from '../../src/platform/db/schema/index.js';

/**
 * Issue 39 item 6: `realclosedupdates` goes to the lot's room, guests included, naming the winner
 * by a label ("Bidder N" as in `bidAddtime`, "Buyer" for a buy-now or an accepted offer); the
 * winner alone learns its own id, in its user room, and gets no public copy as well.
 */
let scene: Awaited<ReturnType<typeof startSocketScene>>;
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let aliceToken: string;
let bobToken: string;

const socket = (token?: string) => scene.socket(token);
const watchLot = (c: ClientSocket, lotId: number) => scene.watchLot(c, lotId);
/** Every event the room was sent before now has reached `c` (one more event to the room, in order). */
const drained = async (c: ClientSocket, lotId: number) => {
  const probe = nextEvent(c, 'serverTime');
  s.deps.realtime().io.to(`lot:${lotId}`).emit('serverTime', { dTime: 'drain' });
  await probe;
};
const rawIds = () => new Set<unknown>([alice.id, bob.id, String(alice.id), String(bob.id)]);

beforeAll(async () => {
  scene = await startSocketScene(2);
  ({ s } = scene);
  [alice, bob] = scene.users as [TestUser, TestUser];
  [aliceToken, bobToken] = scene.tokens as [string, string];
});
afterAll(() => scene?.close());

describe('realclosedupdates never carries a user id to the room (issue 39 item 6)', () => {
  it('an auction close: guests and losers see "Bidder N", the winner its own id, once', async () => {
    const lot = await buildLot(s.database.db);
    // Bob bids first (Bidder 1), Alice outbids him (Bidder 2) and wins.
    const bidOk = async (token: string, wsprice: number) =>
      expect((await s.api('POST', '/api/product/bidConfirm', { token, body: { id: lot.id, wsprice, hard_bid: 1 } })).status).toBe(200);
    await bidOk(bobToken, 20);
    await bidOk(aliceToken, 30);
    const [guest, bobSock, aliceSock] = await Promise.all([socket(), socket(bobToken), socket(aliceToken)]);
    for (const c of [guest, bobSock, aliceSock]) await watchLot(c, lot.id);
    const aliceSeen = record(aliceSock, 'realclosedupdates');
    const guestSees = nextEvent(guest, 'realclosedupdates');
    const bobSees = nextEvent(bobSock, 'realclosedupdates');
    const aliceSees = nextEvent(aliceSock, 'realclosedupdates');

    await s.database.db
      .update(lots)
      .set({ dateClosed: new Date(Date.now() - 1_000) })
      .where(eq(lots.id, lot.id));
    expect(await s.deps.services.closing.closeDue()).toBeGreaterThanOrEqual(1);

    for (const seen of [await guestSees, await bobSees]) {
      expect(seen).toEqual({ id: lot.id, usr: 'Bidder 2', bpop_cbidder: 'Bidder 2', buynowamount: 30 });
      expect(rawIds().has(seen.usr)).toBe(false);
    }
    expect(await aliceSees).toEqual({ id: lot.id, usr: alice.id, bpop_cbidder: alice.id, buynowamount: 30 });
    await drained(aliceSock, lot.id);
    expect(aliceSeen).toHaveLength(1);
  });

  it('a buy-now: the room sees "Buyer", the buyer its own id even when not watching the lot', async () => {
    const lot = await buyNowLot(s);
    const [guest, bobSock, aliceSock] = await Promise.all([socket(), socket(bobToken), socket(aliceToken)]);
    for (const c of [guest, bobSock]) await watchLot(c, lot.id);
    const guestSees = nextEvent(guest, 'realclosedupdates');
    const bobSees = nextEvent(bobSock, 'realclosedupdates');
    const aliceSees = nextEvent(aliceSock, 'realclosedupdates');
    const r = await s.api('POST', '/api/product/buynowConfirm', { token: aliceToken, body: { id: lot.id, buyprice: 10000 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const seen of [await guestSees, await bobSees]) {
      expect(seen).toEqual({ id: lot.id, usr: 'Buyer', bpop_cbidder: 'Buyer', buynowamount: 10000 });
    }
    expect(await aliceSees).toMatchObject({ id: lot.id, usr: alice.id, bpop_cbidder: alice.id });
  });

  it('an unsold close says usr "" to everyone', async () => {
    const lot = await buildLot(s.database.db);
    const guest = await socket();
    await watchLot(guest, lot.id);
    const guestSees = nextEvent(guest, 'realclosedupdates');
    await s.database.db
      .update(lots)
      .set({ dateClosed: new Date(Date.now() - 1_000) })
      .where(eq(lots.id, lot.id));
    await s.deps.services.closing.closeDue();
    expect(await guestSees).toMatchObject({ id: lot.id, usr: '', bpop_cbidder: '' });
  });
});
