import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerEventName, ServerEventPayload, ServerToClientEvents } from '@gavel/contract';

type GavelSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Handler<K extends ServerEventName> = (payload: ServerEventPayload<K>) => void;

let socket: GavelSocket | null = null;
let currentToken: string | null | undefined;
let connecting: Promise<void> | null = null;
/**
 * A guest's connection waits until a screen asks for a lot room (`joinLot`): a guest's socket
 * carries only lot rooms and the server's clock, and the clock also comes with every API answer
 * (`noteServerDate`). So pages without live lots (the landing page) load neither socket.io-client
 * nor zod and the contract's event schemas. Set while a guest's connection is deferred.
 */
let guestDeferred = false;
/** Server clock minus client clock, from `serverTime` (countdowns use it), else from an API answer's `Date`. */
let clockOffsetMs = 0;
/** Whether `clockOffsetMs` came from the socket's `serverTime` (exact to the millisecond; `Date` to the second). */
let clockFromSocket = false;

/**
 * Takes the server's clock from an API answer's `Date` header (whole seconds, written while the
 * answer left: the middle of the request, plus half a second for the cut fraction), until the
 * socket's `serverTime` gives a finer one. The footer's clock shows minutes.
 */
export function noteServerDate(date: string | null, sentAt: number, receivedAt = Date.now()): void {
  if (clockFromSocket || !date) return;
  const server = Date.parse(date);
  if (!Number.isNaN(server)) clockOffsetMs = server + 500 - (sentAt + receivedAt) / 2;
}

/**
 * Lot rooms the screens asked for, with each screen's callback for the server's confirmation, and
 * whether this connection has it; re-joined after every (re)connect.
 */
const joinedLots = new Map<number, { screens: Set<() => void>; confirmed: boolean }>();
const handlers = new Map<ServerEventName, Set<(payload: unknown) => void>>();
/** Called after every (re)connect: events sent while the socket was away are lost, so screens re-read. */
const connectHandlers = new Set<() => void>();

/** The events' schemas (zod), loaded with the socket client: neither is in the first page's bundle. */
type ServerEvents = (typeof import('@gavel/contract/realtime'))['serverEvents'];

function dispatch(serverEvents: ServerEvents, event: ServerEventName, payload: unknown) {
  const parsed = serverEvents[event].safeParse(payload);
  if (!parsed.success) return;
  handlers.get(event)?.forEach((h) => h(parsed.data));
}

function attach(s: GavelSocket, serverEvents: ServerEvents) {
  s.on('connect', () => {
    for (const id of joinedLots.keys()) emitJoin(s, id);
    connectHandlers.forEach((h) => h());
  });
  s.on('disconnect', () => {
    if (socket === s || socket === null) joinedLots.forEach((room) => (room.confirmed = false));
  });
  s.on('serverTime', ({ dTime }) => {
    const server = Date.parse(dTime);
    if (Number.isNaN(server)) return;
    clockOffsetMs = server - Date.now();
    clockFromSocket = true;
  });
  s.onAny((event: string, payload: unknown) => {
    if (event in serverEvents) dispatch(serverEvents, event as ServerEventName, payload);
  });
}

/**
 * (Re)connects the realtime socket with the given login token (null for a guest: connected only
 * once a screen joins a lot room). socket.io-client and the events' schemas load on demand, so
 * they are not part of the first page's bundle.
 */
export function connectSocket(token: string | null): Promise<void> {
  if (token === currentToken && socket) return connecting ?? Promise.resolve();
  if (token === null && joinedLots.size === 0) {
    disconnectSocket();
    guestDeferred = true;
    return Promise.resolve();
  }
  guestDeferred = false;
  currentToken = token;
  socket?.disconnect();
  socket = null;
  connecting = Promise.all([import('socket.io-client'), import('@gavel/contract/realtime')]).then(([{ io }, { serverEvents }]) => {
    if (currentToken !== token) return;
    const s: GavelSocket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
    attach(s, serverEvents);
    socket = s;
  });
  return connecting;
}

export function disconnectSocket() {
  guestDeferred = false;
  currentToken = undefined;
  socket?.disconnect();
  socket = null;
}

/** Subscribes to a typed server event (payloads are validated with the contract's schema). */
export function onSocketEvent<K extends ServerEventName>(event: K, handler: Handler<K>): () => void {
  const set = handlers.get(event) ?? new Set();
  const h = handler as (payload: unknown) => void;
  set.add(h);
  handlers.set(event, set);
  return () => {
    set.delete(h);
  };
}

export function useSocketEvent<K extends ServerEventName>(event: K, handler: Handler<K>) {
  useEffect(() => onSocketEvent(event, handler), [event, handler]);
}

/**
 * Runs `handler` after every (re)connect of the socket. The server has joined the user's rooms
 * when the connection is confirmed, so a read made then misses nothing: what was pushed before
 * (while the socket was still connecting, or away) is already stored.
 */
export function useSocketConnect(handler: () => void) {
  useEffect(() => {
    connectHandlers.add(handler);
    return () => {
      connectHandlers.delete(handler);
    };
  }, [handler]);
}

function emitJoin(s: GavelSocket, id: number) {
  const room = joinedLots.get(id);
  if (room) room.confirmed = false;
  s.emit('joinLot', { id }, () => {
    const now = joinedLots.get(id);
    if (!now || s !== socket || !s.connected) return;
    now.confirmed = true;
    now.screens.forEach((joined) => joined());
  });
}

/**
 * Asks the server for a lot's events (bids, closing) while a screen shows it. `onJoined` runs each
 * time the server confirms the room (the first join, and again after every reconnect): events
 * before that moment were not sent to this page, so a screen re-reads what it shows then.
 */
export function joinLot(id: number, onJoined: () => void = () => {}): () => void {
  const room = joinedLots.get(id) ?? { screens: new Set<() => void>(), confirmed: false };
  // One entry per call, even when two screens pass the same function.
  const joined = () => onJoined();
  room.screens.add(joined);
  joinedLots.set(id, room);
  // A guest's first room: connect now (the connection joins every room asked for).
  if (guestDeferred) void connectSocket(null);
  else if (room.screens.size === 1 && socket?.connected) emitJoin(socket, id);
  // A room this connection already has: the screen may read at once.
  else if (room.confirmed) queueMicrotask(() => room.screens.has(joined) && joined());
  return () => {
    room.screens.delete(joined);
    if (room.screens.size > 0 || joinedLots.get(id) !== room) return;
    joinedLots.delete(id);
    if (socket?.connected) socket.emit('leaveLot', { id });
  };
}

/** Now, on the server's clock. */
export const serverNow = (): number => Date.now() + clockOffsetMs;

/** Server time in ms, refreshed every `intervalMs`; for countdowns. */
export function useServerNow(intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
