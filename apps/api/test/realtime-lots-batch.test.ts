import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@gavel/contract';
import { createRealtime, type Realtime } from '../src/platform/realtime/gateway.js';
import type { Logger } from '../src/platform/logger.js';
import type { AuthUser } from '../src/platform/http/auth.js';
import { REDIS_URL } from './support/api-process.js';
import { connectSocket, type ClientSocket } from './support/sockets.js';

/**
 * `emitToLots` (a closing batch's `realclosedupdates`): every lot's room hears its own event once,
 * on the emitting process and — through ONE Redis message for the batch — on the other one.
 * Two gateways in this test process on the shared Redis; lot ids random so that other runs on the
 * same Redis cannot collide.
 */
const logger = { info: () => undefined, warn: () => undefined, debug: () => undefined, error: () => undefined } as unknown as Logger;
const base = 900_000_000 + Math.floor(Math.random() * 90_000_000);
const lotIds = [base, base + 1, base + 2];
const notWatched = base + 3;

interface Node {
  server: http.Server;
  realtime: Realtime;
  url: string;
}
const nodes: Node[] = [];
const sockets: ClientSocket[] = [];

/** The token `user-<id>` signs in as user <id> (token id = user id). */
const resolve = (token: string): Promise<AuthUser | null> => {
  const id = Number(/^user-(\d+)$/.exec(token)?.[1]);
  if (!id) return Promise.resolve(null);
  return Promise.resolve({
    id,
    tokenId: id,
    isBuyer: true,
    isAdmin: false,
    isEmployee: false,
    isSeller: false,
    companyId: null,
    language: 'en',
  });
};

async function startNode(redisUrl?: string): Promise<Node> {
  const server = http.createServer();
  const realtime = await createRealtime({ server, resolve, logger, ...(redisUrl ? { redisUrl } : {}) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const node = { server, realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  nodes.push(node);
  return node;
}

/** A socket on `node` in every watched lot's room, recording each `realclosedupdates` it gets. */
async function watcher(node: Node) {
  const socket = await connectSocket(node.url);
  sockets.push(socket);
  const seen: { id: number; buynowamount: number | string }[] = [];
  socket.on('realclosedupdates', (e) => seen.push({ id: e.id, buynowamount: e.buynowamount }));
  const joined = new Promise<void>((resolve) => {
    let n = 0;
    node.realtime.io.of('/').adapter.on('join-room', (room: string) => {
      if (lotIds.some((id) => rooms.lot(id) === room) && ++n === lotIds.length) resolve();
    });
  });
  for (const id of lotIds) socket.emit('joinLot', { id });
  await joined;
  return seen;
}

const closed = (id: number, k: number) => ({
  lotId: id,
  payload: { id, usr: '' as const, bpop_cbidder: '' as const, buynowamount: 1_000 + k * 100 },
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const n of nodes) {
    await n.realtime.close();
    await new Promise<void>((resolve) => n.server.close(() => resolve()));
  }
});

describe('emitToLots', () => {
  let a: Node;
  let b: Node;
  beforeAll(async () => {
    a = await startNode(REDIS_URL);
    b = await startNode(REDIS_URL);
  });

  it('reaches each lot room once, on the emitting process and on the other one, in order', async () => {
    const [onA, onB] = [await watcher(a), await watcher(b)];
    a.realtime.emitToLots('realclosedupdates', [...lotIds, notWatched].map(closed));
    // Wire amounts are currency units (1,000 cents = 10).
    const expected = lotIds.map((id, k) => ({ id, buynowamount: (1_000 + k * 100) / 100 }));
    for (let i = 0; i < 50 && onB.length < lotIds.length; i++) await sleep(20);
    await sleep(200); // a duplicate would arrive by now
    expect(onA).toEqual(expected);
    expect(onB).toEqual(expected);
  });

  it('with Redis, an event to a user still reaches their socket before the disconnect that follows it', async () => {
    // Local deliveries wait for the PUBLISH to be written; the disconnect (which the Redis adapter
    // also sends through Redis, to this process too) must not overtake them, on either process.
    const userId = base % 1_000_000;
    for (const node of [a, b]) {
      const socket = await connectSocket(node.url, `user-${userId}`);
      sockets.push(socket);
      const seen: string[] = [];
      socket.on('userDeactivate', () => seen.push('userDeactivate'));
      const disconnected = new Promise<void>((done) => socket.on('disconnect', () => done()));
      a.realtime.emitToUser(userId, 'userDeactivate', { user_id: userId });
      a.realtime.disconnectUser(userId);
      await disconnected;
      expect(seen).toEqual(['userDeactivate']);
    }
  });

  it('without Redis reaches this process’s rooms', async () => {
    const solo = await startNode();
    const seen = await watcher(solo);
    solo.realtime.emitToLots('realclosedupdates', lotIds.map(closed));
    for (let i = 0; i < 50 && seen.length < lotIds.length; i++) await sleep(20);
    expect(seen.map((e) => e.id)).toEqual(lotIds);
  });

  it('without Redis does not even encode an event for a room nobody is in', async () => {
    const solo = await startNode();
    const seen = await watcher(solo);
    // A payload that counts the reads of its amount: encoding it for the wire reads it.
    let reads = 0;
    const counted = (id: number) => {
      const payload = { ...closed(id, 0).payload };
      Object.defineProperty(payload, 'buynowamount', { enumerable: true, get: () => (reads++, 1_000) });
      return { lotId: id, payload };
    };
    solo.realtime.emitToLot(notWatched, 'realclosedupdates', counted(notWatched).payload);
    solo.realtime.emitToLotExceptUser(notWatched, 1, 'realclosedupdates', counted(notWatched).payload);
    solo.realtime.emitToUser(notWatched, 'realclosedupdates', counted(notWatched).payload);
    solo.realtime.emitToLots('realclosedupdates', [counted(notWatched)]);
    expect(reads).toBe(0);
    // A watched room's event is encoded and arrives; in a batch, only the watched lots' are.
    solo.realtime.emitToLots('realclosedupdates', [...lotIds.map(counted), counted(notWatched)]);
    expect(reads).toBeGreaterThanOrEqual(lotIds.length);
    const readsForWatched = reads;
    for (let i = 0; i < 50 && seen.length < lotIds.length; i++) await sleep(20);
    expect(seen).toEqual(lotIds.map((id) => ({ id, buynowamount: 10 })));
    solo.realtime.emitToLot(lotIds[0]!, 'realclosedupdates', counted(lotIds[0]!).payload);
    expect(reads).toBeGreaterThan(readsForWatched);
  });
});
