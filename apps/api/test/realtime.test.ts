import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '@gavel/contract';
import { startTestServer, type TestServer } from './harness.js';
import { connectSocket, nextEvent, record, type ClientSocket } from './support/sockets.js';
import { buildLot } from './factories/lots.js';

let s: TestServer;
let staffToken: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  s = await startTestServer();
  staffToken = await s.loginAs(await s.buildUser({ role: 'admin' }));
});
afterEach(() => {
  for (const sock of open.splice(0)) sock.disconnect();
});
afterAll(() => s?.close());

const connect = async (token?: string, before?: (sock: ClientSocket) => void) => {
  const sock = await connectSocket(s.url, token, { before });
  open.push(sock);
  return sock;
};
const deactivate = (id: number) => s.api('POST', `/api/admin/users/${id}/deactivate`, { token: staffToken, body: { site_id: 1 } });

describe('realtime gateway (Socket.IO)', () => {
  it('sends a guest socket serverTime on connection', async () => {
    let first: Promise<unknown> | undefined;
    await connect(undefined, (sock) => (first = nextEvent(sock, 'serverTime')));
    const payload = serverEvents.serverTime.parse(await first);
    expect(Math.abs(Date.parse(payload.dTime) - Date.now())).toBeLessThan(10_000);
  });

  it('puts a socket that connects with a token into its user room', async () => {
    const u = await s.buildUser();
    const sock = await connect(await s.loginAs(u));
    const sockets = await s.deps.realtime().io.in(`user:${u.id}`).fetchSockets();
    expect(sockets.map((x) => x.id)).toContain(sock.id);
  });

  it('delivers userDeactivate to the deactivated user’s socket when an admin deactivates the account', async () => {
    const u = await s.buildUser();
    const sock = await connect(await s.loginAs(u));
    const event = nextEvent(sock, 'userDeactivate');
    const res = await deactivate(u.id);
    expect(res.status).toBe(200);
    expect(serverEvents.userDeactivate.parse(await event)).toEqual({ user_id: u.id });
  });

  it('does not send userDeactivate to other users or guests', async () => {
    const [target, bystander] = [await s.buildUser(), await s.buildUser()];
    const targetSock = await connect(await s.loginAs(target));
    const otherSeen = record(await connect(await s.loginAs(bystander)), 'userDeactivate');
    const guestSeen = record(await connect(), 'userDeactivate');
    const event = nextEvent(targetSock, 'userDeactivate');
    await deactivate(target.id);
    await event;
    await new Promise((r) => setTimeout(r, 200));
    expect(otherSeen).toEqual([]);
    expect(guestSeen).toEqual([]);
  });

  it('treats a socket with an invalid token as a guest', async () => {
    const sock = await connect('not-a-real-token');
    expect(sock.connected).toBe(true);
    const rooms = await s.deps.realtime().io.fetchSockets();
    const mine = rooms.find((x) => x.id === sock.id);
    expect([...(mine?.rooms ?? [])].filter((r) => r.startsWith('user:'))).toEqual([]);
  });

  it('joins and leaves lot rooms on request, ignoring malformed requests', async () => {
    const lot = (await buildLot(s.database.db, { title: 'Room lot' })).id;
    const sock = await connect();
    const roomsOf = async () => [...((await s.deps.realtime().io.fetchSockets()).find((x) => x.id === sock.id)?.rooms ?? [])];
    const seen = record(sock, 'bid_extended');
    sock.emit('joinLot', { id: lot });
    (sock.emit as (e: string, p: unknown) => void)('joinLot', { id: 'drop table' });
    await expect.poll(roomsOf).toContain(`lot:${lot}`);
    s.deps.realtime().emitToLot(lot, 'bid_extended', { id: lot, date_closed: new Date().toISOString() });
    await expect.poll(() => seen.length).toBe(1);
    sock.emit('leaveLot', { id: lot });
    await expect.poll(roomsOf).not.toContain(`lot:${lot}`);
    expect((await roomsOf()).filter((r) => r.startsWith('lot:'))).toEqual([]);
  });

  it("acknowledges a join once the socket is in the lot's room", async () => {
    const lot = (await buildLot(s.database.db, { title: 'Acknowledged lot' })).id;
    const sock = await connect();
    const seen = record(sock, 'bid_extended');
    await sock.timeout(5000).emitWithAck('joinLot', { id: lot });
    // No wait: an event published as soon as the acknowledgement arrives reaches the socket.
    s.deps.realtime().emitToLot(lot, 'bid_extended', { id: lot, date_closed: new Date().toISOString() });
    await expect.poll(() => seen.length).toBe(1);
  });
});
