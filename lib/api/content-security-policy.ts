/**
 * The Content-Security-Policy of pages (proxy.ts sets it with a fresh nonce per rendered page; Next puts the nonce on
 * its own scripts; no page is prerendered at build time, so every page has one). Scripts only with the nonce (and what
 * they load: 'strict-dynamic'); styles inline too (see below). Framing: same origin only (the admin's review frame).
 */
export function pageCsp(nonce: string, https: boolean): string {
  return pageCspWithScripts([`'nonce-${nonce}'`], https);
}

/**
 * The same policy with other script sources: the stored public menu (server/page-script-hashes.ts) names the hashes of
 * its inline scripts instead of a nonce, since one stored copy is sent to every diner.
 */
export function pageCspWithScripts(scriptSources: string[], https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')} 'strict-dynamic'`,
    // Styles: Next inlines the pages' CSS as <style> elements without a nonce (experimental.inlineCss, for the first
    // paint on phones), and components set theme colours in style attributes. Every value that reaches CSS is checked
    // as a colour on output (lib/validation/css-color.ts), so inline styles are allowed; scripts are not.
    "style-src 'self' 'unsafe-inline'",
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
