/** A `?next=` target only when it is a path on this site (no scheme, no '//' host, no backslash tricks). */
export function safeNextPath(next: unknown, fallback = '/me'): string {
  if (typeof next !== 'string') return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  return next;
}
