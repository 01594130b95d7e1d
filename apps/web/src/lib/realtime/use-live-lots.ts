import { useEffect, useMemo, useRef, useState } from 'react';
import { joinLot, onSocketEvent } from '../socket';
import { applyLiveEvent, liveLotEvents, mergeLive, type LiveLot } from './live-lot';

/**
 * Live lot cards: joins the room of every lot the page shows, leaves the rooms
 * of lots it stops showing (new page, new filter, unmount), and applies the
 * socket's events (bidAddtime, realclosedupdates, drop_price, realtimeupdate,
 * bid_extended, cancelbidemitted, watchlist) to the cards. Returns the lots as
 * they are now; the server's next answer replaces the live copy unless the
 * live copy has seen more (spec 2 §4).
 *
 * `onJoined` runs once every shown lot's room is confirmed (again after a reconnect re-joins them):
 * a bid placed between the answer being read and that moment reached no event, so a screen whose
 * answer may be that old reads it again then (`useReadAfterJoin`).
 */
export function useLiveLots<T extends LiveLot>(lots: readonly T[] | undefined, viewerId: number | null, onJoined?: () => void): T[] {
  /** Per lot: the server's answer the live copy started from, and the live copy. */
  const [live, setLive] = useState<ReadonlyMap<number, Entry<T>>>(() => new Map());
  const ids = useMemo(() => (lots ?? []).map((l) => l.id), [lots]);
  const idKey = ids.join(',');

  // The latest callback, read when the rooms are confirmed (not a reason to join them again).
  const joinedCallback = useRef(onJoined);
  useEffect(() => {
    joinedCallback.current = onJoined;
  }, [onJoined]);

  // Rooms: one join per shown lot; the socket client re-joins after a reconnect. The confirmations
  // of one round arrive one by one: `onJoined` runs once, when the last room still waited for is in.
  useEffect(() => {
    if (!idKey) return;
    const ids = idKey.split(',').map(Number);
    let waiting = new Set(ids);
    const leaves = ids.map((id) =>
      joinLot(id, () => {
        if (!waiting.delete(id) || waiting.size > 0) return;
        joinedCallback.current?.();
        // A reconnect confirms every room again: the next round.
        waiting = new Set(ids);
      }),
    );
    return () => leaves.forEach((leave) => leave());
  }, [idKey]);

  // A new answer from the server: live copies of lots no longer shown are dropped. With no live
  // copy yet (every first answer) the state stays as it is: a new empty map would render every
  // card again right after the first render (800 components for the lot page's similar lots).
  useEffect(() => {
    setLive((prev) => {
      if (prev.size === 0) return prev;
      const next = new Map<number, Entry<T>>();
      for (const lot of lots ?? []) {
        const kept = prev.get(lot.id);
        if (kept) next.set(lot.id, { base: lot, value: current(lot, kept) });
      }
      return next;
    });
  }, [lots]);

  useEffect(() => {
    if (!lots || lots.length === 0) return;
    const byId = new Map(lots.map((l) => [l.id, l]));
    const offs = liveLotEvents.map((name) =>
      onSocketEvent(name, (payload) => {
        setLive((prev) => {
          const id = 'project_id' in payload ? payload.project_id : payload.id;
          const fresh = byId.get(id);
          if (!fresh) return prev;
          const kept = prev.get(id);
          const base = kept ? current(fresh, kept) : fresh;
          const updated = applyLiveEvent(base, name, payload, viewerId);
          if (updated === base) return prev;
          const next = new Map(prev);
          next.set(id, { base: fresh, value: updated });
          return next;
        });
      }),
    );
    return () => offs.forEach((off) => off());
  }, [lots, viewerId]);

  return useMemo(() => (lots ?? []).map((lot) => {
    const kept = live.get(lot.id);
    return kept ? current(lot, kept) : lot;
  }), [lots, live]);
}

interface Entry<T> {
  base: T;
  value: T;
}

/** The live copy while the server's answer is the one it started from; after a new answer, whichever is ahead. */
const current = <T extends LiveLot>(lot: T, entry: Entry<T>): T => (entry.base === lot ? entry.value : mergeLive(lot, entry.value));
