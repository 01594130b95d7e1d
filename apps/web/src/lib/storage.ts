/**
 * Browser storage behind one small API. Storage can throw (private mode, quota,
 * disabled cookies); every access is guarded so the app keeps working in memory.
 */
type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const storage = {
  get(key: string, which: Area = 'local'): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, which: Area = 'local'): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string, which: Area = 'local'): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

export const storageKeys = {
  token: 'gavel.token',
  language: 'gavel.language',
  timeZone: 'gavel.timeZone',
  displayCurrency: 'gavel.displayCurrency',
  returnTo: 'gavel.returnTo',
} as const;

/**
 * The login token: in localStorage with "remember me", otherwise in sessionStorage
 * so it ends with the browser session (api-notes "Transport").
 */
export const tokenStore = {
  get(): string | null {
    return storage.get(storageKeys.token, 'local') ?? storage.get(storageKeys.token, 'session');
  },
  set(token: string, remember: boolean): void {
    tokenStore.clear();
    storage.set(storageKeys.token, token, remember ? 'local' : 'session');
  },
  clear(): void {
    storage.remove(storageKeys.token, 'local');
    storage.remove(storageKeys.token, 'session');
  },
};
