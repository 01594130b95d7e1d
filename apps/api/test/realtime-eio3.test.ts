import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { buildLot, seedIncrements } from './factories/lots.js';
import { actors, buyNowLot, type Actors } from './transactions/support.js';

/**
 * The spec's original client family: socket.io-client 2 (Engine.IO 3), over polling then
 * WebSocket, joins a lot's room and hears its events; a token in the query signs it in.
 */
interface V2Socket {
  id: string;
  io: { engine: { transport: { name: string }; once(e: string, f: () => void): void } };
  on(event: string, f: (...a: unknown[]) => void): void;
  once(event: string, f: (...a: unknown[]) => void): void;
  emit(event: string, ...a: unknown[]): void;
  close(): void;
}
type V2Connect = (url: string, opts: Record<string, unknown>) => V2Socket;
const io2 = createRequire(import.meta.url)('socket.io-client-v2') as V2Connect;

let s: TestServer;
let a: Actors;
const sockets: V2Socket[] = [];

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  a = await actors(s);
});
afterAll(async () => {
  for (const so of sockets) so.close();
  await s?.close();
});

/** A version-2 client, connected (polling first, then upgraded to WebSocket). */
async function connectV2(token?: string): Promise<V2Socket> {
  const so = io2(s.url, {
    path: '/socket.io',
    forceNew: true,
    reconnection: false,
    transports: ['polling', 'websocket'],
    ...(token ? { query: { token } } : {}),
  });
  sockets.push(so);
  await new Promise<void>((resolve, reject) => {
    so.once('connect', () => resolve());
    so.once('connect_error', (err) => reject(err instanceof Error ? err : new Error(String(err))));
    so.once('error', (err) => reject(err instanceof Error ? err : new Error(String(err))));
  });
  return so;
}
const upgraded = (so: V2Socket) =>
  so.io.engine.transport.name === 'websocket'
    ? Promise.resolve()
    : new Promise<void>((resolve) => so.io.engine.once('upgrade', () => resolve()));
const next = (so: V2Socket, event: string) =>
  new Promise<Record<string, unknown>>((resolve) => so.once(event, (p) => resolve(p as Record<string, unknown>)));
/** Joins the lot's room; the acknowledgement follows the join. */
const join = (so: V2Socket, id: number) => new Promise<void>((resolve) => so.emit('joinLot', { id }, () => resolve()));

describe('socket.io-client 2 (Engine.IO 3)', () => {
  it('connects over polling and WebSocket, gets serverTime, and a lot room hears bidAddtime', async () => {
    const guest = io2(s.url, { path: '/socket.io', forceNew: true, reconnection: false, transports: ['polling', 'websocket'] });
    sockets.push(guest);
    const time = next(guest, 'serverTime');
    await new Promise<void>((resolve, reject) => {
      guest.once('connect', () => resolve());
      guest.once('connect_error', (err) => reject(err instanceof Error ? err : new Error(String(err))));
    });
    expect(Date.parse(String((await time).dTime))).toBeGreaterThan(0);
    await upgraded(guest);
    expect(guest.io.engine.transport.name).toBe('websocket');

    const bidder = await connectV2(a.buyer.token);
    const lot = await buildLot(s.database.db);
    await join(guest, lot.id);
    await join(bidder, lot.id);
    const seenByGuest = next(guest, 'bidAddtime');
    const seenByBidder = next(bidder, 'bidAddtime');
    const res = await s.api('POST', '/api/product/bidConfirm', { token: a.buyer.token, body: { id: lot.id, wsprice: 50, hard_bid: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await seenByGuest).toMatchObject({ id: lot.id, bpop_cbidder: 'Bidder 1' });
    // The token in the query signed the bidder in: its own copy names it.
    expect(await seenByBidder).toMatchObject({ id: lot.id, bpop_cbidder: a.buyer.id });
  });

  it('a lot room hears realclosedupdates when the lot is sold', async () => {
    const lot = await buyNowLot(s);
    const room = await connectV2();
    await join(room, lot.id);
    const closed = next(room, 'realclosedupdates');
    const r = await s.api('POST', '/api/product/buynowConfirm', { token: a.buyer.token, body: { id: lot.id, buyprice: 10000 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await closed).toMatchObject({ id: lot.id, usr: 'Buyer' });
  });
});
