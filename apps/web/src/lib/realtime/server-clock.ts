import { useEffect, useSyncExternalStore } from 'react';
import { onSocketEvent } from '../socket';

/**
 * The lot pages' clock: now on the server's clock (server minus client offset),
 * so every viewer's countdown agrees. The view's `server_time` gives a first
 * offset; the socket's `serverTime` ticks (every 5 s) keep it right. One timer
 * for the whole page; a component re-renders only when what it reads changes.
 */
let socketOffset: number | null = null;
let viewOffset = 0;
let current = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

const read = () => Date.now() + (socketOffset ?? viewOffset);
const tick = () => {
  current = read();
  listeners.forEach((l) => l());
};

onSocketEvent('serverTime', ({ dTime }) => {
  const server = Date.parse(dTime);
  if (!Number.isNaN(server)) socketOffset = server - Date.now();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = read();
    timer = window.setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearInterval(timer);
  };
}

/** Takes the offset from a lot view (its `server_time` and when it arrived). */
export function useServerClockSync(serverTime: string | undefined, receivedAt: number | undefined) {
  useEffect(() => {
    if (!serverTime || !receivedAt) return;
    const offset = Date.parse(serverTime) - receivedAt;
    if (!Number.isNaN(offset)) {
      viewOffset = offset;
      tick();
    }
  }, [serverTime, receivedAt]);
}

/** Now on the server's clock, re-rendered every second (countdowns only). */
export const useServerNow = (): number => useSyncExternalStore(subscribe, () => current);

export type LotPhase = 'upcoming' | 'open' | 'ended';

export const phaseAt = (now: number, dateAdded: string, dateClosed: string): LotPhase =>
  now < Date.parse(dateAdded) ? 'upcoming' : now < Date.parse(dateClosed) ? 'open' : 'ended';

/** Before the start, running, or past the close by the clock; re-renders only when that changes. */
export const useLotPhase = (dateAdded: string, dateClosed: string): LotPhase =>
  useSyncExternalStore(subscribe, () => phaseAt(current, dateAdded, dateClosed));
