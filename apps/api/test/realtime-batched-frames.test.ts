import http from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@gavel/contract';
import { createRealtime, type Realtime } from '../src/platform/realtime/gateway.js';
import type { Logger } from '../src/platform/logger.js';
import { connectSocket, type ClientSocket } from './support/sockets.js';

/**
 * A socket that gets many events at once (here: watching 300 lots that close in one batch) gets
 * them in a few TCP writes, not one a frame (`batched-frames.ts`), every event once and in order.
 */
const logger = { info: () => undefined, warn: () => undefined, debug: () => undefined, error: () => undefined } as unknown as Logger;
const LOTS = 300;
const lotIds = Array.from({ length: LOTS }, (_, i) => 800_000_000 + i);

let server: http.Server;
let realtime: Realtime;
let socket: ClientSocket;

beforeAll(async () => {
  server = http.createServer();
  realtime = await createRealtime({ server, resolve: () => Promise.resolve(null), logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  socket = await connectSocket(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const joined = new Promise<void>((resolve) => {
    let n = 0;
    realtime.io.of('/').adapter.on('join-room', (room: string) => {
      if (room.startsWith('lot') && ++n === LOTS) resolve();
    });
  });
  for (const id of lotIds) socket.emit('joinLot', { id });
  await joined;
  expect(realtime.io.of('/').adapter.rooms.get(rooms.lot(lotIds[0]!))?.size).toBe(1);
});

afterAll(async () => {
  socket.disconnect();
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The server side's TCP socket under the one connected client, with its write calls counted. */
function countWrites() {
  const [serverSocket] = realtime.io.of('/').sockets.values();
  const tcp = (serverSocket!.conn.transport as unknown as { socket: { _socket: TcpSocket } }).socket._socket;
  const counted = { calls: 0 };
  const internals = tcp as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  for (const name of ['_write', '_writev'] as const) {
    const original = internals[name].bind(tcp);
    internals[name] = (...args: unknown[]) => {
      counted.calls += 1;
      return original(...args);
    };
  }
  return counted;
}

describe('a burst of events to one socket', () => {
  it('arrives whole and in order, in a few TCP writes', async () => {
    const seen: number[] = [];
    const all = new Promise<void>((resolve) =>
      socket.on('realclosedupdates', (e) => {
        seen.push(e.id);
        if (seen.length === LOTS) resolve();
      }),
    );
    const writes = countWrites();
    realtime.emitToLots(
      'realclosedupdates',
      lotIds.map((id) => ({ lotId: id, payload: { id, usr: '' as const, bpop_cbidder: '' as const, buynowamount: 1_000 } })),
    );
    await all;
    expect(seen).toEqual(lotIds);
    // The first frame goes out at once; the rest queue behind it and go out together when it has
    // been written. One write a frame would be 300.
    expect(writes.calls).toBeGreaterThan(0);
    expect(writes.calls).toBeLessThanOrEqual(10);
  });
});
