/**
 * Request plumbing of the rendered-menu cache (lib/menus/html-cache.ts) in front of Next's request handler.
 *
 * Eligible: GET/HEAD of exactly /m/{param} with no query string, no RSC / Next-Router-* / other `next-*` headers (client
 * navigations fetch the RSC payload from the same path: they always go to Next) and no draft-mode cookie. Other cookies
 * (the session) are ignored on purpose: the page is not personalised, and Next's own ISR cache ignores them too.
 * A hit is answered from memory (br, gzip or identity by Accept-Encoding, strong ETag, If-None-Match -> 304); a miss
 * goes to Next unchanged and its response is captured as it streams out and stored only when it is a 200 text/html
 * page that sets no cookie and carries its menu id. The page is rendered dynamically by Next (no ISR, no data cache:
 * this memory cache is the only one, see README "Caching of the public menu"), so Next marks it private/no-store; the
 * stored copy is replayed with PUBLIC_MENU_CACHE_CONTROL instead (browsers revalidate with the ETag).
 * Responses say `X-Menu-Cache: HIT|MISS`.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { CachedPage, MenuHtmlCache } from '../../lib/menus/html-cache';
import { PUBLIC_MENU_CACHE_CONTROL } from '../../lib/menus/cache-age';
import { captureResponse, type CapturedResponse } from './menu-html-cache-capture';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const MENU_PATH = /^\/m\/[^/?#]+$/;

/** The cache key of a request that may be answered from the cache, or null. */
export function cacheKeyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!MENU_PATH.test(url)) return null; // also rules out any query string
  for (const name of Object.keys(req.headers)) {
    if (name === 'rsc' || name.startsWith('next-') || name.startsWith('x-middleware') || name.startsWith('x-nextjs')) return null;
  }
  if (/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')) return null;
  return url;
}

/** Wraps Next's handler with the cache. */
export function withMenuHtmlCache(cache: MenuHtmlCache, handle: Handler): Handler {
  return (req, res) => {
    const key = cacheKeyOf(req);
    if (!key) return handle(req, res);
    const entry = cache.get(key);
    if (entry) return serveCached(req, res, entry);
    res.setHeader('X-Menu-Cache', 'MISS');
    sayPublicWhenPage(res);
    if (req.method === 'GET') {
      const generation = cache.generation;
      captureResponse(res, (captured) => {
        const page = cacheablePage(captured);
        if (page) cache.store(key, page, generation).catch((err) => console.error('[menu-html-cache] store failed:', err));
      });
    }
    return handle(req, res);
  };
}

/**
 * A rendered menu page leaves with the same Cache-Control as its cached copies (Next marks dynamic renders
 * private/no-store). Node sends implicit headers through writeHead too, so this sees every response.
 */
function sayPublicWhenPage(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (status === 200 && /^text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))) {
      this.setHeader('cache-control', PUBLIC_MENU_CACHE_CONTROL);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Headers never replayed from a stored response: the cache sets its own, or they describe one connection. */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'connection', 'keep-alive', 'x-menu-cache', 'x-nextjs-cache']);

/** What to store of a captured response (identity body, replayable headers), or null when it must not be cached. */
export function cacheablePage(r: CapturedResponse): { headers: CachedPage['headers']; body: Buffer } | null {
  const h = r.headers;
  if (r.status !== 200) return null;
  if (!/^text\/html\b/i.test(String(h['content-type'] ?? ''))) return null;
  if (h['set-cookie'] !== undefined) return null;
  const body = decode(r.body, String(h['content-encoding'] ?? 'identity').toLowerCase());
  if (!body || body.length === 0) return null;
  const headers: CachedPage['headers'] = {};
  for (const [name, value] of Object.entries(h)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  headers.vary = withAcceptEncoding(headers.vary);
  headers['cache-control'] = PUBLIC_MENU_CACHE_CONTROL;
  return { headers, body };
}

function decode(body: Buffer, encoding: string): Buffer | null {
  try {
    if (encoding === 'identity' || encoding === '') return body;
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    return null;
  }
  return null;
}

function withAcceptEncoding(vary: string | string[] | undefined): string {
  const list = (Array.isArray(vary) ? vary.join(',') : (vary ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) list.push('Accept-Encoding');
  return list.join(', ');
}

/** The encoding to send: br, then gzip, then identity, among those the client accepts (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? (name !== 'identity' ? accepted.get('*') : undefined) ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function etagFor(entry: CachedPage, encoding: string): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match against the page, whichever encoding's tag the client kept (weak comparison, RFC 9110 §13.1.2). */
function notModified(ifNoneMatch: string | undefined, entry: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  const base = entry.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${base}"` || tag === `"${base}-gzip"` || tag === `"${base}-br"`;
  });
}

function serveCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const headers: OutgoingHttpHeaders = { ...entry.headers, etag: etagFor(entry, encoding), 'x-menu-cache': 'HIT' };
  if (notModified(req.headers['if-none-match'], entry)) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
