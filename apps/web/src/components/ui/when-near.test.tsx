// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

/** A stand-in IntersectionObserver: the test says when the place comes near. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class Fake {
    private entry: (typeof made)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      made.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const near = (isIntersecting: boolean) =>
    act(() => made.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { made, near };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('keeps a place of the given height until its place nears the viewport, then renders and keeps the children', () => {
    const io = fakeObserver();
    render(
      <WhenNear height={272} rootMargin="0px 0px 300px 0px" testId="chart">
        {() => <p>drawing</p>}
      </WhenNear>,
    );
    expect(screen.queryByText('drawing')).toBeNull();
    expect(getComputedStyle(screen.getByTestId('chart-place')).height).toBe('272px');
    expect(io.made[0]!.options?.rootMargin).toBe('0px 0px 300px 0px');

    io.near(false);
    expect(screen.queryByText('drawing')).toBeNull();
    io.near(true);
    expect(screen.getByText('drawing')).toBeTruthy();
    expect(io.made[0]!.disconnected).toBe(true);
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear height={100}>{() => <p>drawing</p>}</WhenNear>);
    expect(screen.getByText('drawing')).toBeTruthy();
  });
});
