import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@gavel/contract';
import { createRealtime, type Realtime } from '../src/platform/realtime/gateway.js';
import type { Logger } from '../src/platform/logger.js';
import { connectSocket, nextEvent, type ClientSocket } from './support/sockets.js';

/**
 * A Redis that answers (RESP3, as node-redis 6 speaks it: enough for the Socket.IO adapter's
 * clients). Frozen, it keeps the connections open and never answers again (a Redis stuck, an
 * overloaded host); gone, it drops every connection and stops listening (a Redis down).
 */
function fakeRedis() {
  let frozen = false;
  let gone = false;
  const conns = new Set<net.Socket>();
  const bulk = (s: string) => `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  const server = net.createServer((c) => {
    if (gone) return void c.destroy();
    conns.add(c);
    c.on('close', () => conns.delete(c));
    c.on('error', () => undefined);
    let buf = Buffer.alloc(0);
    c.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const parsed = parseCommand(buf);
        if (!parsed) return;
        buf = buf.subarray(parsed.length);
        if (frozen) continue;
        const [name = '', ...args] = parsed.args;
        const cmd = name.toUpperCase();
        if (cmd === 'SUBSCRIBE' || cmd === 'PSUBSCRIBE' || cmd === 'UNSUBSCRIBE' || cmd === 'PUNSUBSCRIBE') {
          args.forEach((ch, i) => c.write(`>3\r\n${bulk(cmd.toLowerCase())}${bulk(ch)}:${i + 1}\r\n`));
        } else if (cmd === 'PUBLISH') c.write(':0\r\n');
        else if (cmd === 'PING') c.write('+PONG\r\n');
        else c.write('+OK\r\n');
      }
    });
  });
  return {
    server,
    freeze: () => (frozen = true),
    goAway: () => {
      gone = true;
      server.close();
      for (const c of conns) c.destroy();
    },
    close: () => {
      for (const c of conns) c.destroy();
      return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** One RESP array of bulk strings from the start of `buf`, or null when incomplete. */
function parseCommand(buf: Buffer): { args: string[]; length: number } | null {
  const text = buf.toString('latin1');
  if (!text.startsWith('*')) return text.length ? { args: [], length: buf.length } : null;
  let at = text.indexOf('\r\n');
  if (at < 0) return null;
  const n = Number(text.slice(1, at));
  at += 2;
  const args: string[] = [];
  for (let i = 0; i < n; i++) {
    const end = text.indexOf('\r\n', at);
    if (end < 0) return null;
    const len = Number(text.slice(at + 1, end));
    if (text.length < end + 2 + len + 2) return null;
    args.push(text.slice(end + 2, end + 2 + len));
    at = end + 2 + len + 2;
  }
  return { args, length: at };
}

let redis: ReturnType<typeof fakeRedis>;
let server: http.Server;
let realtime: Realtime;
let socket: ClientSocket;
const errors: { msg: string; err: unknown }[] = [];
let onError: (() => void) | null = null;
const logger = {
  info: () => undefined,
  warn: () => undefined,
  debug: () => undefined,
  error: (obj: { err?: unknown }, msg: string) => {
    errors.push({ msg, err: obj?.err });
    onError?.();
  },
} as unknown as Logger;

beforeAll(async () => {
  redis = fakeRedis();
  await new Promise<void>((resolve) => redis.server.listen(0, '127.0.0.1', resolve));
  server = http.createServer();
  realtime = await createRealtime({
    server,
    resolve: () => Promise.resolve(null),
    redisUrl: `redis://127.0.0.1:${(redis.server.address() as AddressInfo).port}`,
    logger,
    redis: { commandTimeoutMs: 200, queueMaxLength: 20 },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  socket = await connectSocket(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const joined = new Promise<void>((resolve) =>
    realtime.io.of('/').adapter.once('join-room', (room: string) => room === rooms.lot(7) && resolve()),
  );
  socket.emit('joinLot', { id: 7 });
  await joined;
});

afterAll(async () => {
  socket?.disconnect();
  await realtime?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await redis?.close();
});

const closedEvent = () => ({ id: 7, usr: '' as const, bpop_cbidder: '' as const, buynowamount: 1000 });

/** Runs `fn` and fails on any unhandled rejection up to the moment the awaited log line arrives. */
async function withoutUnhandledRejections(logLine: string, fn: () => Promise<void>, errorName?: string) {
  const matches = (e: { msg: string; err: unknown }) =>
    e.msg.includes(logLine) && (!errorName || (e.err as Error)?.constructor.name === errorName);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const from = errors.length;
  const logged = new Promise<void>((resolve) => {
    onError = () => errors.slice(from).some(matches) && resolve();
  });
  try {
    await fn();
    await logged;
    // Unhandled rejections are reported after the microtask queue drains.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
    return errors.slice(from).find(matches)!.err;
  } finally {
    process.off('unhandledRejection', onUnhandled);
    onError = null;
  }
}

const broadcastMany = async (n: number) => {
  const local = nextEvent(socket, 'realclosedupdates');
  for (let i = 0; i < n; i++) realtime.emitToLot(7, 'realclosedupdates', closedEvent());
  realtime.disconnectUser(12345); // a cross-node request: PUBLISH on the request channel
  // This node's own sockets still hear it.
  expect((await local).id).toBe(7);
};

describe('realtime gateway when Redis fails (the Socket.IO adapter publishes without awaiting)', () => {
  it('delivers locally while Redis answers', async () => {
    const first = nextEvent(socket, 'realclosedupdates');
    realtime.emitToLot(7, 'realclosedupdates', closedEvent());
    expect((await first).id).toBe(7);
  });

  it('survives a Redis that stops answering: the bounded queue refuses further PUBLISHes, caught and logged', async () => {
    redis.freeze();
    const err = await withoutUnhandledRejections('publish failed', () => broadcastMany(40));
    expect(String(err)).toContain('queue is full');
  });

  it('survives a Redis that goes away: PUBLISHes waiting for the connection time out (TimeoutError), caught and logged', async () => {
    const from = errors.length;
    const down = new Promise<void>((resolve) => {
      onError = () => errors.slice(from).some((e) => e.msg.includes('(pub): connection failed')) && resolve();
    });
    redis.goAway();
    await down; // the client knows: what it is asked to send now waits for a connection
    // (The PUBLISHes the frozen Redis never answered fail first: "Socket closed unexpectedly".)
    const err = await withoutUnhandledRejections('publish failed', () => broadcastMany(5), 'TimeoutError');
    // @redis/client's TimeoutError (its `name` is plain "Error"): the very crash of the closing storm.
    expect((err as Error).constructor.name).toBe('TimeoutError');
  });
});
