// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { JOIN_WINDOW_MS, useReadAfterJoin } from './search-lots';

const answer = (dataUpdatedAt: number) => {
  const refetch = vi.fn(() => Promise.resolve());
  return { result: { dataUpdatedAt, refetch } as unknown as UseQueryResult, refetch };
};

describe('useReadAfterJoin', () => {
  it('reads again an answer older than a join (the embedded first page, a page from the cache), joining a read on its way', () => {
    for (const at of [0, Date.now() - JOIN_WINDOW_MS - 50]) {
      const { result, refetch } = answer(at);
      renderHook(() => useReadAfterJoin(result)).result.current();
      expect(refetch).toHaveBeenCalledWith({ cancelRefetch: false });
    }
  });

  it('leaves a fresh answer alone: its cards joined their rooms within a round trip of drawing it', () => {
    const { result, refetch } = answer(Date.now() - JOIN_WINDOW_MS + 200);
    renderHook(() => useReadAfterJoin(result)).result.current();
    expect(refetch).not.toHaveBeenCalled();
  });
});
