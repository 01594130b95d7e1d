// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';

/** The document's navigation as the browser reports it, and whether the viewport is 600 px or wider. */
function stubPage(type: NavigationTimingType, name = window.location.href, wide = false) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((t) => (t === 'navigation' ? ([{ type, name }] as unknown as PerformanceEntryList) : []));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === '(min-width:600px)' }));
}

describe("the search screen's cards drawn in steps", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("draws the first viewport's cards on the document's first screen, then all of them in later tasks", async () => {
    stubPage('navigate');
    const { useRevealedCards } = await import('./use-revealed-cards');
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const limit = useRevealedCards(45);
      seen.push(limit);
      return limit;
    });
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(result.current).toBe(Infinity), { timeout: 8_000 });
    // Six more a step: never a commit of many cards.
    const steps = [...new Set(seen)];
    expect(steps).toEqual([6, 12, 18, 24, 30, 36, 42, Infinity]);
  });

  it('draws twelve first from 600 px (two or three columns)', async () => {
    stubPage('navigate', window.location.href, true);
    const { useRevealedCards } = await import('./use-revealed-cards');
    const { result } = renderHook(() => useRevealedCards(45));
    expect(result.current).toBe(12);
  });

  it("draws a list that is not the screen's main one whole, and leaves the main one its steps", async () => {
    stubPage('navigate');
    const { useRevealedCards } = await import('./use-revealed-cards');
    expect(renderHook(() => useRevealedCards(45, false)).result.current).toBe(Infinity);
    // The second list mounted first does not take the document's first screen from the main one.
    expect(renderHook(() => useRevealedCards(45)).result.current).toBe(6);
  });

  it('draws every card at once after a navigation in the app, a reload, Back from another site or another first address', async () => {
    stubPage('navigate');
    const first = await import('./use-revealed-cards');
    renderHook(() => first.useRevealedCards(45)).unmount();
    // The same module (the app's session): the screen mounted again after a navigation, e.g. Back from a lot.
    expect(renderHook(() => first.useRevealedCards(45)).result.current).toBe(Infinity);

    for (const [type, name] of [['reload'], ['back_forward'], ['navigate', 'https://example.test/other']] as const) {
      vi.resetModules();
      stubPage(type, name);
      const fresh = await import('./use-revealed-cards');
      expect(renderHook(() => fresh.useRevealedCards(45)).result.current, type).toBe(Infinity);
    }
  });
});
