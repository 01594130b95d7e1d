// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNavReference, useReferenceData } from './catalog';

/** The reference data as the API sends it: money in currency units. */
const wire = {
  status: 'success',
  data: {
    categories: [{ id: 1, key: 'laptops', name: 'Laptops', brands: [{ id: 3, name: 'Lenovo' }] }],
    conditions: [{ id: 2, name: 'Grade A', language_var: 'condition.a', description: 'Like new' }],
    regions: [],
    countries: [],
    states: [],
    currencies: [],
    bid_increments: [{ id: 1, from_amount: 0, to_amount: 99.99, increment: 2.5 }],
    default_bid_increment: 10,
  },
};

describe('the reference data', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(wire), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // The hooks load the contract's schemas on first use: on a machine busy with the journeys that
  // import alone took longer than waitFor's default second.
  const settle = { timeout: 8_000 };

  it('gives the nav bar the categories and conditions as sent, and the screens the money in cents, from one request', async () => {
    const nav = renderHook(() => useNavReference(), { wrapper });
    await waitFor(() => expect(nav.result.current.data).toBeDefined(), settle);
    expect(nav.result.current.data!.categories.map((c) => c.key)).toEqual(['laptops']);
    expect(nav.result.current.data!.conditions[0]!.language_var).toBe('condition.a');

    const full = renderHook(() => useReferenceData(), { wrapper });
    await waitFor(() => expect(full.result.current.data).toBeDefined(), settle);
    expect(full.result.current.data!.bid_increments).toEqual([{ id: 1, from_amount: 0, to_amount: 9999, increment: 250 }]);
    expect(full.result.current.data!.default_bid_increment).toBe(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/getDefault');
  });

  it('refuses an answer that does not match the contract where money is decoded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ...wire, data: { ...wire.data, default_bid_increment: 'ten' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const full = renderHook(() => useReferenceData(), { wrapper });
    await waitFor(() => expect(full.result.current.isError).toBe(true));
    expect(full.result.current.error).toMatchObject({ code: 'INTERNAL' });
    consoleError.mockRestore();
  });
});
