// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { LiveLot } from './live-lot';
import { liveLotFixture } from './live-lot.fixture';
import { useLiveLots } from './use-live-lots';

const lot = (id: number) => liveLotFixture({ id });

afterEach(cleanup);

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
});
