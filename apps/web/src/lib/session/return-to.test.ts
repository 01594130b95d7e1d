import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReturnTo, takeReturnTo } from './return-to';

describe('return-to', () => {
  beforeEach(() => {
    const map = new Map<string, string>();
    const s = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => map.set(k, v), removeItem: (k: string) => map.delete(k) };
    vi.stubGlobal('window', { localStorage: s, sessionStorage: s });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefers the navigation state, falls back to sessionStorage, and is used once', () => {
    saveReturnTo('/dashboard/won');
    expect(takeReturnTo('/message')).toBe('/message');
    saveReturnTo('/dashboard/won');
    expect(takeReturnTo(undefined)).toBe('/dashboard/won');
    expect(takeReturnTo(undefined)).toBeNull();
  });

  it('never returns to another site', () => {
    expect(takeReturnTo('https://evil.example')).toBeNull();
    expect(takeReturnTo('//evil.example/x')).toBeNull();
  });
});
