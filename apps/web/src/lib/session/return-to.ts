import { storage, storageKeys } from '../storage';

/**
 * Where a guest was going when a protected route sent them to /login. Kept in
 * the navigation state and, so it survives a reload of the login page, in
 * sessionStorage.
 */
export const saveReturnTo = (path: string) => storage.set(storageKeys.returnTo, path, 'session');

export function takeReturnTo(fromState: unknown): string | null {
  const stored = storage.get(storageKeys.returnTo, 'session');
  storage.remove(storageKeys.returnTo, 'session');
  const candidate = typeof fromState === 'string' ? fromState : stored;
  // Only same-site paths: never an absolute URL or protocol-relative //host.
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : null;
}
