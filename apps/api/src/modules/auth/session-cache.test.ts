import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/http/auth.js';
import { createSessionCache } from './session-cache.js';

const user = (id: number, tokenId: number): AuthUser => ({ id, tokenId, isBuyer: true, isAdmin: false, isEmployee: false, isSeller: false, companyId: null, language: 'English' });
const far = new Date(Date.now() + 3_600_000);

function liveCache(now: { t: number }) {
  const c = createSessionCache({ ttlMs: 1000, now: () => now.t });
  c.handlers.live(true);
  return c;
}

describe('session cache', () => {
  it('caches nothing while the notification channel is not live, and forgets everything when it drops', () => {
    const now = { t: 0 };
    const c = createSessionCache({ ttlMs: 1000, now: () => now.t });
    c.set('h', user(1, 1), far, c.generation());
    expect(c.get('h')).toBeUndefined();
    c.handlers.live(true);
    c.set('h', user(1, 1), far, c.generation());
    expect(c.get('h')).toEqual(user(1, 1));
    c.handlers.live(false);
    expect(c.get('h')).toBeUndefined();
  });

  it('ends an entry at the TTL or at the token expiry, whichever comes first', () => {
    const now = { t: 0 };
    const c = liveCache(now);
    c.set('a', user(1, 1), far, c.generation());
    c.set('b', user(2, 2), new Date(300), c.generation());
    now.t = 299;
    expect(c.get('b')).toBeDefined();
    now.t = 300;
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    now.t = 1000;
    expect(c.get('a')).toBeUndefined();
  });

  it('drops a token on `t:<id>` and all of a user’s tokens on `u:<id>`', () => {
    const c = liveCache({ t: 0 });
    c.set('a', user(1, 10), far, c.generation());
    c.set('b', user(1, 11), far, c.generation());
    c.set('c', user(2, 12), far, c.generation());
    c.handlers.message('t:10');
    expect([c.get('a'), c.get('b'), c.get('c')].map(Boolean)).toEqual([false, true, true]);
    c.handlers.message('u:1');
    expect([c.get('b'), c.get('c')].map(Boolean)).toEqual([false, true]);
    c.handlers.message('garbage');
    expect(c.get('c')).toBeUndefined();
  });

  it('does not store a lookup that was under way when a notification arrived (it may have read the old row)', () => {
    const c = liveCache({ t: 0 });
    const startedAt = c.generation();
    c.handlers.message('t:99');
    c.set('a', user(1, 10), far, startedAt);
    expect(c.get('a')).toBeUndefined();
  });

  it('keeps its token and user indexes in step when an entry is replaced or expires', () => {
    const now = { t: 0 };
    const c = liveCache(now);
    c.set('a', user(1, 10), far, c.generation());
    // The same hash stored again for another user (a re-lookup): the old user's index must not keep it.
    c.set('a', user(2, 20), far, c.generation());
    c.handlers.message('u:1');
    c.handlers.message('t:10');
    expect(c.get('a')).toEqual(user(2, 20));
    c.handlers.message('t:20');
    expect(c.get('a')).toBeUndefined();
    // An entry that expired and was removed on read leaves no index behind to drop later.
    c.set('b', user(3, 30), far, c.generation());
    now.t = 1000;
    expect(c.get('b')).toBeUndefined();
    now.t = 0;
    c.set('b', user(4, 40), far, c.generation());
    c.handlers.message('u:3');
    expect(c.get('b')).toEqual(user(4, 40));
    expect(c.size).toBe(1);
  });
});
