// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { LiveLot } from './live-lot';
import { liveLotFixture } from './live-lot.fixture';
import { useLiveLots } from './use-live-lots';

/** The socket, as the hook sees it: each room's confirmation callbacks, called by the test. */
const rooms = vi.hoisted(() => new Map<number, Set<() => void>>());
vi.mock('../socket', () => ({
  joinLot: (id: number, onJoined: () => void = () => {}) => {
    const screens = rooms.get(id) ?? new Set<() => void>();
    screens.add(onJoined);
    rooms.set(id, screens);
    return () => screens.delete(onJoined);
  },
  onSocketEvent: () => () => {},
}));
const confirm = (id: number) => rooms.get(id)?.forEach((joined) => joined());

const lot = (id: number) => liveLotFixture({ id });

afterEach(() => {
  cleanup();
  rooms.clear();
});

describe('useLiveLots', () => {
  it('renders the cards once for the first answer, and again only when an answer changes them', async () => {
    let renders = 0;
    const seen: (readonly LiveLot[])[] = [];
    function Cards({ lots }: { lots: LiveLot[] | undefined }) {
      const live = useLiveLots(lots, null);
      renders += 1;
      seen.push(live);
      return (
        <ul>
          {live.map((l) => (
            <li key={l.id}>{l.id}</li>
          ))}
        </ul>
      );
    }
    const first = [lot(1), lot(2), lot(3)];
    const view = render(<Cards lots={first} />);
    await act(async () => {});
    // The effects after the first render (rooms, events, the live copies) change nothing shown.
    expect(renders).toBe(1);
    expect(seen[0]).toEqual(first);

    const second = [lot(2), lot(4)];
    view.rerender(<Cards lots={second} />);
    await act(async () => {});
    expect(renders).toBe(2);
    expect(seen.at(-1)!.map((l) => l.id)).toEqual([2, 4]);
  });

  it('calls onJoined once the last shown room is confirmed, once a round (again after a reconnect), and not for rooms left', async () => {
    const onJoined = vi.fn();
    function Cards({ lots }: { lots: LiveLot[] }) {
      useLiveLots(lots, null, onJoined);
      return null;
    }
    const view = render(<Cards lots={[lot(1), lot(2)]} />);
    await act(async () => {});
    confirm(1);
    expect(onJoined).not.toHaveBeenCalled();
    confirm(1);
    expect(onJoined).not.toHaveBeenCalled();
    confirm(2);
    expect(onJoined).toHaveBeenCalledTimes(1);
    // A reconnect confirms every room again: one more call, when the last one is in.
    confirm(2);
    expect(onJoined).toHaveBeenCalledTimes(1);
    confirm(1);
    expect(onJoined).toHaveBeenCalledTimes(2);

    // Another page: its rooms only; the rooms it left no longer count.
    view.rerender(<Cards lots={[lot(3)]} />);
    await act(async () => {});
    confirm(1);
    confirm(2);
    expect(onJoined).toHaveBeenCalledTimes(2);
    confirm(3);
    expect(onJoined).toHaveBeenCalledTimes(3);
  });
});
