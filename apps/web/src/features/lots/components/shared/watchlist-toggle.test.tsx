// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ToastContext, type Toaster } from '../../../../components/ui/toast-context';
import { lotKeys } from '../../api/keys';
import { WatchlistToggle } from './watchlist-toggle';

const lotId = 7;
type View = { project: { watchlistid: number } };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The lot page's shape, reduced: the star shows what the cached lot view says. */
function Page({ read }: { read: () => Promise<View> }) {
  const { data } = useQuery({ queryKey: lotKeys.viewFor(lotId, 0), queryFn: read });
  if (!data) return null;
  return <WatchlistToggle lotId={lotId} watched={data.project.watchlistid === 1} />;
}

const toaster: Toaster = { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WatchlistToggle', () => {
  it('keeps the star the buyer chose when a lot view read before the click answers after it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ status: 'success', message: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);
    // The server's state: watched until the remove call lands.
    let serverWatched = 1;
    fetchMock.mockImplementation((url) => {
      if (String(url).includes('remove-from-wishlist')) serverWatched = 0;
      return Promise.resolve(json({ status: 'success', message: 'ok' }));
    });
    const stale = deferred<View>();
    let reads = 0;
    const read = () => {
      reads += 1;
      // The second read is the one already in flight at the click; it answers with the old state, late.
      return reads === 2 ? stale.promise : Promise.resolve({ project: { watchlistid: serverWatched } });
    };
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <ToastContext.Provider value={toaster}>
          <Page read={read} />
        </ToastContext.Provider>
      </QueryClientProvider>,
    );
    const star = await screen.findByTestId('watchlist-toggle');
    expect(star.dataset.watched).toBe('true');

    // A refetch starts (a socket event, a focus) and has not answered when the buyer clicks.
    void qc.invalidateQueries({ queryKey: lotKeys.view(lotId) });
    await waitFor(() => expect(reads).toBe(2));
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId('watchlist-toggle').dataset.watched).toBe('false'));

    // The stale answer arrives after the optimistic change: it must not put the star back.
    await act(async () => stale.resolve({ project: { watchlistid: 1 } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(qc.isFetching()).toBe(0));
    expect(screen.getByTestId('watchlist-toggle').dataset.watched).toBe('false');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/remove-from-wishlist/7');
    // Once the call settles the view is read again, from the server.
    expect(reads).toBe(3);
  });
});
