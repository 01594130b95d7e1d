import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import {
  clientEvents,
  encodeWire,
  rooms,
  serverEvents,
  serverTimeIntervalMs,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@gavel/contract';
import type { AuthUser, TokenResolver } from '../http/auth.js';
import type { Logger } from '../logger.js';
import { batchWebSocketFrames } from './batched-frames.js';

/** Sockets opened with one API token (by the token row's id, never the secret). Server-side only. */
const tokenRoom = (tokenId: number) => `token:${tokenId}`;

interface SocketData {
  user: AuthUser | null;
}
export type GavelSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** One broadcast: to a room (null: every socket), except the sockets in some rooms, with its wire payload. */
type Delivery = [room: string | null, except: string[], payload: unknown];
/**
 * Between API processes (Redis adapter): the API's broadcasts, one message per emit — or per
 * batch of lots for a closing batch (`emitToLots`), instead of one publish (and one decode on every
 * other process) per lot. Each process delivers them to its own sockets.
 */
interface InterServerEvents {
  deliver: (event: ServerEventName, items: Delivery[]) => void;
}
/**
 * A private variant of a lot's event for one user (the winner of a close): their sockets get it
 * in their own room, wherever they are, and not the public copy sent to the lot's room.
 */
export interface OwnCopy<K extends ServerEventName> {
  userId: number;
  payload: ServerEventPayload<K>;
}
/** Deliveries per cross-process message (a closing batch is 500 lots). */
const DELIVERIES_PER_MESSAGE = 1_000;

/** Timeouts of the adapter's Redis clients (tests shorten them). */
export interface RedisTuning {
  /** A command without a reply after this fails (and is logged), default 10 s. */
  commandTimeoutMs?: number;
  /** Cross-node requests (fetchSockets, serverSideEmit) wait this long for the other nodes, default 5 s. */
  requestsTimeoutMs?: number;
  /** Commands waiting to be written or answered, at most (more fail at once), default 10,000. */
  queueMaxLength?: number;
}

/** Commands the Socket.IO Redis adapter sends without awaiting them (a rejection there would be unhandled). */
const fireAndForget = {
  pub: ['publish', 'sPublish'],
  sub: ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe', 'sSubscribe', 'sUnsubscribe'],
} as const;

/**
 * The adapter's two Redis clients, made so that a Redis failure can never end the process.
 * `@socket.io/redis-adapter` calls `pubClient.publish(…)` (every cross-node broadcast, every
 * disconnectSockets) and `subClient.subscribe(…)` without awaiting or catching: with
 * `@redis/client`'s command timeout, a Redis that is slow or gone — or an event loop starved for
 * longer than the timeout — rejects those promises, and an unhandled rejection ends Node. Here each
 * such command's failure is caught and logged (at most once a second per client: a dead Redis fails
 * every broadcast); the broadcast still reaches this process's own sockets. Reconnects back off up
 * to 2 s, the queue of commands waiting for a connection is bounded, and commands time out.
 */
async function connectRedisPair(url: string, logger: Logger, tuning: RedisTuning = {}) {
  const pub = createClient({
    url,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000) },
    // @redis/client times a command out only while it waits to be written (offline, reconnecting);
    // once written it waits for its answer — so a Redis that stops answering fills the queue, which
    // is bounded: past it a command fails at once (memory stays bounded; broadcasts stay local).
    commandOptions: { timeout: tuning.commandTimeoutMs ?? 10_000 },
    commandsQueueMaxLength: tuning.queueMaxLength ?? 10_000,
  });
  const sub = pub.duplicate();
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    // One line per second per command and error at most; `failures` counts since the last line.
    const last = new Map<string, { at: number; failures: number }>();
    const report = (err: unknown, what: string) => {
      const key = `${what}:${err instanceof Error ? `${err.constructor.name}:${err.message}` : 'unknown'}`;
      const seen = last.get(key) ?? { at: 0, failures: 0 };
      seen.failures += 1;
      last.set(key, seen);
      const now = Date.now();
      if (now - seen.at < 1_000) return;
      logger.error({ err, failures: seen.failures }, `redis adapter (${name}): ${what} failed`);
      last.set(key, { at: now, failures: 0 });
    };
    client.on('error', (err) => report(err, 'connection'));
    const target = client as unknown as Record<string, unknown>;
    for (const method of fireAndForget[name]) {
      const original = target[method];
      if (typeof original !== 'function') continue;
      target[method] = (...args: unknown[]) => {
        let result: unknown;
        try {
          result = (original as (...a: unknown[]) => unknown).apply(client, args);
        } catch (err) {
          report(err, method);
          return Promise.resolve(undefined);
        }
        return result instanceof Promise ? result.catch((err: unknown) => report(err, method)) : result;
      };
    }
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}

/**
 * Socket.IO on the API's port. Sockets authenticate with the API token (guests
 * allowed), join their user room, and join/leave lot rooms on request. Domain
 * code publishes through `emitToLot` / `emitToUser` after its transaction commits.
 */
export async function createRealtime(opts: {
  server: http.Server;
  resolve: TokenResolver;
  redisUrl?: string;
  /** The deployment's Redis namespace (config `redisPrefix`): the adapter's channels start with it. */
  redisPrefix?: string;
  logger: Logger;
  redis?: RedisTuning;
  /** Whether a user (null: a guest) may follow a lot: a private lot exists only for its buyer groups (issue 42). */
  canJoinLot?: (lotId: number, userId: number | null) => Promise<boolean>;
}) {
  batchWebSocketFrames();
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(opts.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    // The spec's client family (socket.io-client 2, Engine.IO 3) too: same events and rooms.
    allowEIO3: true,
  });

  // Polling answers come from Engine.IO, not Fastify: give them the API's security headers too.
  const securityHeaders = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
  };
  const addSecurityHeaders = (headers: Record<string, string>) => Object.assign(headers, securityHeaders);
  io.engine.on('initial_headers', addSecurityHeaders);
  io.engine.on('headers', addSecurityHeaders);

  const redisClients: { isReady: boolean; quit(): Promise<unknown>; destroy(): void }[] = [];
  if (opts.redisUrl) {
    const { pub, sub } = await connectRedisPair(opts.redisUrl, opts.logger, opts.redis);
    // Channels `<prefix>socket.io#/#…`: another deployment on the same Redis (any db number:
    // pub/sub ignores it) has another prefix and never hears this one's broadcasts.
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix ?? ''}socket.io`, requestsTimeout: opts.redis?.requestsTimeoutMs ?? 5_000 }));
    redisClients.push(pub, sub);
    opts.logger.info('realtime: Redis adapter on');
  }
  const clustered = Boolean(opts.redisUrl);
  /** Each delivery to this process's sockets only (the payloads are wire-encoded already). */
  const deliverLocally = (event: ServerEventName, items: Delivery[]) => {
    for (const [room, except, payload] of items) {
      const to = room ? io.local.to(room) : io.local;
      ((except.length ? to.except(except) : to).emit as (e: string, p: unknown) => boolean)(event, payload);
    }
  };
  // Another process's broadcasts: to the sockets here.
  io.on('deliver', (event, items) => {
    if (typeof event === 'string' && Array.isArray(items)) deliverLocally(event, items);
  });
  /**
   * With other processes, this process writes to its own sockets only once the message for the
   * others is on its way: @redis/client writes a PUBLISH on the next setImmediate, and the
   * adapter's own broadcast delivered locally first (≈ 40 ms for 2,500 sockets), so the other
   * processes began only after this one had finished. Local deliveries (and disconnects queued
   * behind them) keep their order: one FIFO, run in a setImmediate queued after the client's write.
   */
  const queued: (() => void)[] = [];
  const afterPublish = (f: () => void) => {
    if (!queued.length) {
      setImmediate(() => {
        for (const g of queued.splice(0)) {
          // A failing delivery must neither end the process (no caller to catch it here) nor stop the next ones.
          try {
            g();
          } catch (err) {
            opts.logger.error({ err }, 'realtime: local delivery failed');
          }
        }
      });
    }
    queued.push(f);
  };
  /** Runs `f` now, or behind the local deliveries still queued (a disconnect after an event to the same sockets). */
  const inOrder = (f: () => void) => (queued.length ? afterPublish(f) : f());
  const deliver = (event: ServerEventName, items: Delivery[]) => {
    if (!clustered) return deliverLocally(event, items);
    for (let k = 0; k < items.length; k += DELIVERIES_PER_MESSAGE) {
      const chunk = items.slice(k, k + DELIVERIES_PER_MESSAGE);
      io.serverSideEmit('deliver', event, chunk);
      afterPublish(() => deliverLocally(event, chunk));
    }
  };

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    // A socket.io-client 2 (Engine.IO 3) cannot send `auth`: it passes the token as the `token` query parameter.
    const legacy = socket.conn.protocol === 3 ? socket.handshake.query.token : undefined;
    const token = typeof auth?.token === 'string' ? auth.token : typeof legacy === 'string' ? legacy : null;
    try {
      socket.data.user = token ? await opts.resolve(token) : null;
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket: GavelSocket) => {
    const user = socket.data.user;
    // The token's own room too, so revoking one session (logout) ends exactly its sockets.
    if (user) void socket.join([rooms.user(user.id), tokenRoom(user.tokenId)]);
    socket.emit('serverTime', { dTime: new Date().toISOString() });
    socket.on('joinLot', (payload, joined) => {
      const p = clientEvents.joinLot.safeParse(payload);
      if (!p.success) return;
      const id = p.data.id;
      // The acknowledgement follows the join: events published from then on reach this socket.
      // A lot the user may not see is refused (answered NOT_FOUND, no room joined).
      void (opts.canJoinLot ? opts.canJoinLot(id, user?.id ?? null) : Promise.resolve(true))
        .then(async (allowed) => {
          if (!allowed) return typeof joined === 'function' ? joined({ error: 'NOT_FOUND' }) : undefined;
          await socket.join(rooms.lot(id));
          if (typeof joined === 'function') joined();
        })
        .catch((err: unknown) => opts.logger.error({ err }, 'realtime: joinLot failed'));
    });
    socket.on('leaveLot', (payload) => {
      const p = clientEvents.leaveLot.safeParse(payload);
      if (p.success) void socket.leave(rooms.lot(p.data.id));
    });
  });

  // Each process ticks its own sockets; no cross-node traffic for the clock.
  const timer = setInterval(() => {
    inOrder(() => io.local.emit('serverTime', { dTime: new Date().toISOString() }));
  }, serverTimeIntervalMs);
  timer.unref();

  /** Payloads are built in cents; the wire carries currency units (the event's contract schema encodes). */
  const wire = <K extends ServerEventName>(event: K, payload: ServerEventPayload<K>) => encodeWire(serverEvents[event], payload);
  /**
   * Whether a room may have a socket to deliver to. On one process (no Redis) a room nobody is in
   * (a lot no one watches, a user who is not connected) gets nothing: its payload is not even
   * encoded (the encoding was ≈ 6 % of the API's loop under bids, docs/performance.md, "Fan-out").
   * With other processes their sockets are not known here, so every room is sent.
   */
  const anyoneIn = (room: string | null) => clustered || room === null || (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  const emit = <K extends ServerEventName>(room: string | null, event: K, payload: ServerEventPayload<K>) => {
    if (anyoneIn(room)) deliver(event, [[room, [], wire(event, payload)]]);
  };

  return {
    io,
    emitToLot: <K extends ServerEventName>(lotId: number, event: K, payload: ServerEventPayload<K>) =>
      emit(rooms.lot(lotId), event, payload),
    emitToUser: <K extends ServerEventName>(userId: number, event: K, payload: ServerEventPayload<K>) =>
      emit(rooms.user(userId), event, payload),
    /** To everyone watching a lot except some users' sockets (who get a private variant). */
    emitToLotExceptUser: <K extends ServerEventName>(
      lotId: number,
      userId: number | readonly number[],
      event: K,
      payload: ServerEventPayload<K>,
    ) => {
      const room = rooms.lot(lotId);
      if (!anyoneIn(room)) return;
      const except = (typeof userId === 'number' ? [userId] : userId).map((id) => rooms.user(id));
      deliver(event, [[room, except, wire(event, payload)]]);
    },
    /**
     * One event to many lots' rooms (a closing batch): to the other processes as one message per
     * DELIVERIES_PER_MESSAGE lots (not one publish per lot). Same payloads and order per lot as
     * `emitToLot` one by one.
     */
    emitToLots: <K extends ServerEventName>(
      event: K,
      items: readonly { lotId: number; payload: ServerEventPayload<K>; own?: OwnCopy<K> }[],
    ) => {
      const out: Delivery[] = [];
      for (const i of items) {
        const room = rooms.lot(i.lotId);
        if (anyoneIn(room)) out.push([room, i.own ? [rooms.user(i.own.userId)] : [], wire(event, i.payload)]);
        if (i.own && anyoneIn(rooms.user(i.own.userId))) out.push([rooms.user(i.own.userId), [], wire(event, i.own.payload)]);
      }
      if (out.length) deliver(event, out);
    },
    emitToAll: <K extends ServerEventName>(event: K, payload: ServerEventPayload<K>) => emit(null, event, payload),
    /** Disconnects a user's sockets on every node (every token revoked: password reset, deactivation), after the events already sent them. */
    disconnectUser: (userId: number) => inOrder(() => io.in(rooms.user(userId)).disconnectSockets(true)),
    /** Disconnects the sockets opened with one token, on every node (logout), after the events already sent them. */
    disconnectToken: (tokenId: number) => inOrder(() => io.in(tokenRoom(tokenId)).disconnectSockets(true)),
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // QUIT needs an answer: a client that is not connected (Redis gone) is just dropped.
      await Promise.all(redisClients.map((c) => (c.isReady ? c.quit().catch(() => undefined) : c.destroy())));
    },
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;
