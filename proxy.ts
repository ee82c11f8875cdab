import { NextResponse, type NextRequest } from 'next/server';
import { HSTS, newNonce, pageCsp } from './lib/api/content-security-policy';
import { fragmentLoginPath } from './lib/users/login-link';
import { PAGE_LANG_HEADER, pageLang } from './lib/i18n/page-lang';

/**
 * Pages get a Content-Security-Policy with a fresh nonce: it is passed to Next on the request (Next reads it from the
 * request's CSP header and puts it on its scripts) and sent on the response. API routes, uploads and static files
 * are not matched: their headers are static (next.config.js), and their bodies are not buffered for a proxy.
 * Every page gets a fresh nonce, the public menu's render included: when the server stores that render for every
 * diner (server/page-cache.ts), it takes the nonce off the page and names the inline scripts by their hashes instead
 * (server/page-script-hashes.ts).
 */

/**
 * An older staff login link (`/login?…&password=…`) is sent on to the same page with the password in the fragment
 * before any page is rendered (Next writes the request's address into the page it renders), so no HTML holds it.
 */
function loginLinkRedirect(request: NextRequest): NextResponse | null {
  const query = request.nextUrl.searchParams;
  if (request.nextUrl.pathname !== '/login' || !query.has('password')) return null;
  const path = fragmentLoginPath({ username: query.get('username') ?? '', password: query.get('password') ?? '', next: query.get('next') ?? '' });
  const response = NextResponse.redirect(new URL(path, request.nextUrl), 307);
  response.headers.set('cache-control', 'no-store');
  response.headers.set('referrer-policy', 'no-referrer');
  return response;
}

/** The diner's pages are read in Arabic or, with `?lang=en`, English; the root layout writes `<html lang dir>`. */
const DINER_PAGE = /^\/(?:m|cart|o)\//;

export function proxy(request: NextRequest) {
  const moved = loginLinkRedirect(request);
  if (moved) return moved;
  const https = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  const csp = pageCsp(newNonce(), https);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  headers.set(PAGE_LANG_HEADER, DINER_PAGE.test(request.nextUrl.pathname) ? pageLang(request.nextUrl.searchParams.get('lang')) : 'ar');
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  if (https) response.headers.set('strict-transport-security', HSTS);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|public/uploads/|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
