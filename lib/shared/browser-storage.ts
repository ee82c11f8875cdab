/**
 * The browser's localStorage or sessionStorage, or null during SSR or where storage is refused (private mode,
 * disabled storage: reading `window.localStorage` itself may throw). Import-free: the browser code uses it.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a value in the local store; where storage is refused or full it lasts for this visit only. */
export function rememberOnDevice(key: string, value: string): void {
  try {
    browserStorage('local')?.setItem(key, value);
  } catch {
    /* storage full or refused */
  }
}

/**
 * Looks through the local store's keys that start with `prefix`: the first non-null `pick(rest of the key, its value)`,
 * or null (none, or no storage). For the lookups by value across menus (which menu's cart, which menu's order).
 */
export function findStoredEntry<T>(prefix: string, pick: (rest: string, value: string | null) => T | null): T | null {
  const store = browserStorage('local');
  if (!store) return null;
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(prefix)) continue;
      const found = pick(key.slice(prefix.length), store.getItem(key));
      if (found !== null) return found;
    }
  } catch {
    /* storage unavailable */
  }
  return null;
}
