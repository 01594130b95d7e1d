import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@gavel/contract';
import type { Realtime } from '../../src/platform/realtime/gateway.js';
import { seedIncrements } from '../factories/lots.js';
import { startTestServer } from '../harness.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A connected Socket.IO client (websocket only), authenticated when a token is given. */
export async function connectSocket(
  url: string,
  token?: string,
  opts: { timeoutMs?: number; /** Runs before connecting, to catch events sent on connection. */ before?: (s: ClientSocket) => void } = {},
): Promise<ClientSocket> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
    autoConnect: false,
  });
  opts.before?.(socket);
  socket.connect();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket did not connect to ${url} within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  return socket;
}

/** Resolves with the next payload of `event`, or rejects after the timeout. */
export function nextEvent<K extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: K,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[K]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${String(event)}" within ${timeoutMs} ms`)), timeoutMs);
    const on = socket.once as unknown as (e: string, cb: (p: unknown) => void) => void;
    on.call(socket, event as string, (payload) => {
      clearTimeout(timer);
      resolve(payload as Parameters<ServerToClientEvents[K]>[0]);
    });
  });
}

/** Collects every payload of `event` from now on. */
export function record<K extends keyof ServerToClientEvents>(socket: ClientSocket, event: K): unknown[] {
  const seen: unknown[] = [];
  (socket.on as unknown as (e: string, cb: (p: unknown) => void) => void).call(socket, event as string, (p) => seen.push(p));
  return seen;
}

/** Joins a lot room and waits until the server has processed it (a probe sent to that room only, until it arrives). */
export async function watchLot(realtime: () => Pick<Realtime, 'io'>, c: ClientSocket, lotId: number): Promise<void> {
  c.emit('joinLot', { id: lotId });
  const probe = nextEvent(c, 'serverTime');
  const timer = setInterval(() => realtime().io.to(`lot:${lotId}`).emit('serverTime', { dTime: 'probe' }), 20);
  await probe.finally(() => clearInterval(timer));
}

/**
 * A server (closing worker off, increments seeded) with `n` signed-in buyers, and their sockets:
 * the set-up of the realtime privacy tests. `socket()` connects (as a buyer when given a token)
 * and is closed by `close()`; `watchLot` joins a lot room and waits until the server has it.
 */
export async function startSocketScene(n: number) {
  const s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  const users = await Promise.all(Array.from({ length: n }, () => s.buildUser()));
  const tokens = await Promise.all(users.map((u) => s.loginAs(u)));
  const open: ClientSocket[] = [];
  return {
    s,
    users,
    tokens,
    socket: async (token?: string) => {
      const c = await connectSocket(s.url, token);
      open.push(c);
      return c;
    },
    watchLot: (c: ClientSocket, lotId: number) => watchLot(() => s.deps.realtime(), c, lotId),
    close: async () => {
      open.forEach((c) => c.close());
      await s.close();
    },
  };
}
