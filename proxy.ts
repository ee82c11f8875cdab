import { NextResponse, type NextRequest } from 'next/server';
import { HSTS, newNonce, pageCsp } from './lib/api/content-security-policy';
import { fragmentLoginPath } from './lib/users/login-link';

/**
 * Pages get a Content-Security-Policy with a fresh nonce: it is passed to Next on the request (Next reads it from the
 * request's CSP header and puts it on its scripts) and sent on the response. API routes, uploads and static files
 * are not matched: their headers are static (next.config.js), and their bodies are not buffered for a proxy.
 * The public menu's rendered HTML is kept by scripts/server.ts with the headers it was sent with, CSP included, so a
 * replayed page and its policy carry the same nonce.
 *
 * The public menu is rendered once per cache fill (ISR) and that HTML is served to everyone until it is invalidated:
 * Next bakes the nonce of the request that rendered it into the page, so the policy sent with every copy must name the
 * same one. Menu pages therefore share one nonce per server process (the on-disk page cache does not outlive the
 * process: scripts/lib/app-process.ts clears it at start). Every other page gets a fresh nonce per request.
 */
const PUBLIC_MENU = /^\/m\/[^/]+\/?$/;
const PUBLIC_MENU_NONCE = newNonce();

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

export function proxy(request: NextRequest) {
  const moved = loginLinkRedirect(request);
  if (moved) return moved;
  const https = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  const path = request.nextUrl.pathname;
  const csp = pageCsp(PUBLIC_MENU.test(path) ? PUBLIC_MENU_NONCE : newNonce(), https);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
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
