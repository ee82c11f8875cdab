/**
 * The Content-Security-Policy of pages (proxy.ts sets it with a fresh nonce per rendered page; Next puts the nonce on
 * its own scripts and styles; `null` for pages prerendered at build time, which have none). Style attributes (`style={…}`: theme colours, leaflet) are allowed, scripts only with
 * the nonce (and what they load: 'strict-dynamic'). Framing: same origin only (the admin's review frame).
 */
export function pageCsp(nonce: string | null, https: boolean): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self' 'unsafe-inline'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** HSTS for answers sent over https (a year; subdomains are left to the deployment). */
export const HSTS = 'max-age=31536000';

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
