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
