import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { WatchlistRepository } from './watchlist.repository.js';
import { createWatchlistService } from './watchlist.service.js';

function world(listed: number[]) {
  const rows = new Set<string>();
  const emitted: unknown[] = [];
  const published: unknown[] = [];
  const repo = fake<WatchlistRepository>(
    {
      lotExists: async (_db, lotId) => listed.includes(lotId),
      add: async (_db, userId, lotId) => void rows.add(`${userId}:${lotId}`),
      remove: async (_db, userId, lotId) => void rows.delete(`${userId}:${lotId}`),
    },
    'watchlistRepository',
  );
  const service = createWatchlistService({
    db: fakeDb(),
    repo,
    realtime: () => ({ emitToUser: (...a: unknown[]) => void emitted.push(a) }) as never,
    events: { publish: (name, payload) => void published.push([name, payload]) },
  });
  return { service, rows, emitted, published };
}

describe('watchlist service', () => {
  it('adds a listed lot, tells the user’s other tabs and publishes the change', async () => {
    const w = world([7]);
    await w.service.add(1, 7);
    expect([...w.rows]).toEqual(['1:7']);
    expect(w.emitted).toEqual([[1, 'watchlist', { id: 7, status: 'added' }]]);
    expect(w.published).toEqual([['watchlist.changed', { lotId: 7, userId: 1, added: true }]]);
  });

  it('refuses a lot buyers cannot see, changing nothing', async () => {
    const w = world([]);
    await expect(w.service.add(1, 7)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.rows.size).toBe(0);
    expect(w.published).toEqual([]);
  });

  it('removes a watched lot (and removing twice is harmless)', async () => {
    const w = world([7]);
    await w.service.add(1, 7);
    await w.service.remove(1, 7);
    await w.service.remove(1, 7);
    expect(w.rows.size).toBe(0);
    expect(w.published.at(-1)).toEqual(['watchlist.changed', { lotId: 7, userId: 1, added: false }]);
  });
});
