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

/** Sockets opened with one API token (by the token row's id, never the secret). Server-side only. */
const tokenRoom = (tokenId: number) => `token:${tokenId}`;

interface SocketData {
  user: AuthUser | null;
}
export type GavelSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * Socket.IO on the API's port. Sockets authenticate with the API token (guests
 * allowed), join their user room, and join/leave lot rooms on request. Domain
 * code publishes through `emitToLot` / `emitToUser` after its transaction commits.
 */
export async function createRealtime(opts: { server: http.Server; resolve: TokenResolver; redisUrl?: string; logger: Logger }) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(opts.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
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

  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => opts.logger.error({ err }, 'redis adapter (pub) error'));
    sub.on('error', (err) => opts.logger.error({ err }, 'redis adapter (sub) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
    opts.logger.info('realtime: Redis adapter on');
  }

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth?.token === 'string' ? auth.token : null;
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
    socket.on('joinLot', (payload) => {
      const p = clientEvents.joinLot.safeParse(payload);
      if (p.success) void socket.join(rooms.lot(p.data.id));
    });
    socket.on('leaveLot', (payload) => {
      const p = clientEvents.leaveLot.safeParse(payload);
      if (p.success) void socket.leave(rooms.lot(p.data.id));
    });
  });

  // Each process ticks its own sockets; no cross-node traffic for the clock.
  const timer = setInterval(() => {
    io.local.emit('serverTime', { dTime: new Date().toISOString() });
  }, serverTimeIntervalMs);
  timer.unref();

  /** Payloads are built in cents; the wire carries currency units (the event's contract schema encodes). */
  const wire = <K extends ServerEventName>(event: K, payload: ServerEventPayload<K>) => encodeWire(serverEvents[event], payload);
  const emit = <K extends ServerEventName>(room: string | null, event: K, payload: ServerEventPayload<K>) => {
    const target = room ? io.to(room) : io;
    (target.emit as (e: string, p: unknown) => boolean)(event, wire(event, payload));
  };

  return {
    io,
    emitToLot: <K extends ServerEventName>(lotId: number, event: K, payload: ServerEventPayload<K>) => emit(rooms.lot(lotId), event, payload),
    emitToUser: <K extends ServerEventName>(userId: number, event: K, payload: ServerEventPayload<K>) => emit(rooms.user(userId), event, payload),
    /** To everyone watching a lot except some users' sockets (who get a private variant). */
    emitToLotExceptUser: <K extends ServerEventName>(lotId: number, userId: number | readonly number[], event: K, payload: ServerEventPayload<K>) => {
      const except = (typeof userId === 'number' ? [userId] : userId).map((id) => rooms.user(id));
      (io.to(rooms.lot(lotId)).except(except).emit as (e: string, p: unknown) => boolean)(event, wire(event, payload));
    },
    emitToAll: <K extends ServerEventName>(event: K, payload: ServerEventPayload<K>) => emit(null, event, payload),
    /** Disconnects a user's sockets on every node (every token revoked: password reset, deactivation). */
    disconnectUser: (userId: number) => io.in(rooms.user(userId)).disconnectSockets(true),
    /** Disconnects the sockets opened with one token, on every node (logout). */
    disconnectToken: (tokenId: number) => io.in(tokenRoom(tokenId)).disconnectSockets(true),
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;
