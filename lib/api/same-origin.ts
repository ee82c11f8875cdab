import { ApiError, forbidden } from './errors';
import { msg } from '../i18n/t';
import { serverEnv } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesState = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * The origins this app answers as: the one the request was addressed to (Host, with the scheme Next derived from the
 * socket or X-Forwarded-Proto) and the public address in NEXTAUTH_URL — behind a proxy that rewrites Host, set
 * NEXTAUTH_URL to the public origin (https://menu.example.com) so the browser's Origin header matches it.
 */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set<string>();
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const proto = (req.headers.get('x-forwarded-proto') ?? 'http').split(',')[0].trim();
  if (host) origins.add(`${proto}://${host}`.toLowerCase());
  try {
    const site = serverEnv().NEXTAUTH_URL;
    if (site) origins.add(new URL(site).origin.toLowerCase());
  } catch {
    /* an invalid NEXTAUTH_URL adds nothing */
  }
  return origins;
}

/**
 * CSRF defence for requests that change something: a browser says where a request comes from (Sec-Fetch-Site, and
 * Origin on every non-GET request); anything but our own origin is refused with 403. Requests without either header
 * are not from a browser (curl, server-to-server) and carry no ambient cookie risk.
 */
export function assertSameOrigin(req: Request): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden(msg('crossSite'));
  const origin = req.headers.get('origin');
  if (origin !== null && !ownOrigins(req).has(origin.toLowerCase())) throw forbidden(msg('crossSite'));
}

/**
 * A JSON route reads a body only when it says it is JSON: an HTML form (text/plain, urlencoded, multipart) can be
 * posted cross-site without a preflight, JSON cannot. An empty body needs no type. 415 otherwise.
 */
export function assertJsonBody(req: Request): void {
  const length = req.headers.get('content-length');
  const hasBody = length !== null ? length !== '0' : req.headers.has('transfer-encoding');
  if (!hasBody) return;
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, msg('bodyNotJson'));
}
