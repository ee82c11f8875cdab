/**
 * Request plumbing of the rendered-page store (page-store.ts) in front of Next's request handler.
 *
 * Eligible: GET/HEAD of exactly /m/{param} (any query: only `lang=en` makes another page), no RSC / Next-Router-* /
 * other `next-*` headers (client navigations fetch the RSC payload from the same path: they always go to Next) and no
 * draft-mode cookie. Other cookies (the session) are ignored on purpose: the page is not personalised, and Next's own
 * ISR cache ignores them too.
 * A hit is answered from memory (br, gzip or identity by Accept-Encoding, strong ETag, If-None-Match -> 304). A GET
 * that misses fills the store first: the page is rendered by Next's handler inside this process (render-in-process.ts;
 * concurrent misses of one page share one render), stored when it is a 200 text/html page that sets no cookie and
 * carries its menu id, and then answered like a hit; anything else (a 404, a redirect) is passed on as Next answered
 * it (a redirect with the request's query back on it). So every diner gets the stored page, whose runtime scripts
 * load after the first paint (defer-runtime-scripts.ts) and whose inline scripts are allowed by their hashes, not by a
 * nonce (page-script-hashes.ts). A HEAD that misses goes to Next. Every render a client causes at a menu's address —
 * a miss, or a variant the store never answers (RSC payloads, prefetches, draft mode) — counts against its budget. The page is rendered dynamically by Next (no ISR, no data cache:
 * this memory cache is the only one, see README "Caching of the public menu"), so Next marks it private/no-store; the
 * stored copy is replayed with PUBLIC_MENU_CACHE_CONTROL instead (browsers revalidate with the ETag).
 * Responses say `X-Menu-Cache: HIT|MISS`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { CachedPage, MenuPageStore } from './page-store';
import { oneFillPerKey, replayableHeaders, sendAsRendered, serveStored } from './stored-response';
import { PUBLIC_MENU_CACHE_CONTROL } from '../lib/menus/cache-age';
import { deferRuntimeScripts } from './defer-runtime-scripts';
import { hashInlineScripts, storedPageCsp } from './page-script-hashes';
import { renderInProcess, type RenderedResponse } from './render-in-process';
import { OBJECT_ID_PATTERN, SHORT_NAME_PATTERN } from '../lib/menus/public-menu';
import { clientKey } from '../lib/api/client-key';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const MENU_PATH = /^\/m\/([^/?#]+)(?:\?([^#]*))?$/;

/**
 * The one form of a menu's address the cache keys on: `/m/{id or short name}` lower-cased and decoded, or null when the
 * segment is no menu id or short name (those pages are 404s: never stored). `/m/ZayToon`, `/m/zay%74oon` → `/m/zaytoon`.
 */
export function canonicalMenuPath(segment: string): string | null {
  let param: string;
  try {
    param = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!OBJECT_ID_PATTERN.test(param) && !SHORT_NAME_PATTERN.test(param)) return null;
  return `/m/${param.toLowerCase()}`;
}

/**
 * What the cache makes of a request: null when it is not for the cache (not a plain GET/HEAD of /m/{param}, or a
 * client navigation / draft mode, or `_rsc` in the query); else the canonical path (`canonical`, null for a segment that
 * is no menu name) and whether the request's own path differs from it (then it is redirected there), and the key of the
 * page: the canonical path, with `?lang=en` for the English page (one stored page per language). Any other
 * query string (`?utm_source=qr`, `?table=…`) is ignored: the page is the same.
 */
export function cacheRequestOf(req: IncomingMessage): { key: string | null; canonical: string | null; path: string } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = MENU_PATH.exec(req.url ?? '');
  if (!match) return null;
  if (match[2] !== undefined && /(?:^|&)_rsc(?:=|&|$)/.test(match[2])) return null;
  for (const name of Object.keys(req.headers)) {
    if (name === 'rsc' || name.startsWith('next-') || name.startsWith('x-middleware') || name.startsWith('x-nextjs')) return null;
  }
  if (/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')) return null;
  const canonical = canonicalMenuPath(match[1]);
  const english = match[2] !== undefined && new URLSearchParams(match[2]).get('lang') === 'en';
  return { key: canonical && english ? `${canonical}${ENGLISH_QUERY}` : canonical, canonical, path: `/m/${match[1]}` };
}

/** The English page's key and render address: the Arabic one's with this query. */
export const ENGLISH_QUERY = '?lang=en';

/** The cache key of a request that may be answered from the cache (its canonical path), or null. */
export function cacheKeyOf(req: IncomingMessage): string | null {
  return cacheRequestOf(req)?.key ?? null;
}

/** Renders (cache misses and the variants the store does not answer) one client may cause per minute on this instance; past it, 429. */
export const RENDERS_PER_CLIENT_PER_MINUTE = 60;

/**
 * The renders of the last minute per client address (clients as lib/api/client-key.ts sees them): each client's
 * times, so the minute slides and a burst across the turn of a clock minute is held to the limit too. A client's list
 * holds at most `limit` times; clients idle for a minute are dropped at the next sweep.
 */
function renderBudget(limit: number) {
  const times = new Map<string, number[]>();
  let swept = Date.now();
  return (req: IncomingMessage): boolean => {
    const now = Date.now();
    if (now - swept >= 60_000) {
      swept = now;
      for (const [key, list] of times) if (now - list[list.length - 1] >= 60_000) times.delete(key);
    }
    const forwarded = req.headers['x-forwarded-for'];
    const key = clientKey({ headers: new Headers({ 'x-forwarded-for': Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '') }) });
    const list = (times.get(key) ?? []).filter((t) => now - t < 60_000);
    times.set(key, list);
    if (list.length >= limit) return false;
    list.push(now);
    return true;
  };
}

/**
 * A request for the public menu's own address (`/m/{param}`, any query, any method) in a form the store does not
 * answer: a client navigation's payload (`?_rsc=`, `RSC`, `Next-Router-*`), a prefetch, draft mode. Each one is a
 * render by Next as costly as a miss, so it counts against the same budget.
 */
const isMenuPageVariant = (req: IncomingMessage) => MENU_PATH.test(req.url ?? '');

export type { RenderedResponse };

/** How the store's renders are asked for: the Host they carry (this server's own), and how long one may take. */
export interface RenderOptions {
  host: string;
  timeoutMs?: number;
}

/** Wraps Next's handler with the store. */
export function withMenuPageCache(cache: MenuPageStore, handle: Handler, render: RenderOptions): Handler {
  const fill = oneFillPerKey((key) => renderAndStore(cache, key, handle, render));
  const withinBudget = renderBudget(RENDERS_PER_CLIENT_PER_MINUTE);
  return (req, res) => {
    const request = cacheRequestOf(req);
    if (!request) {
      if (isMenuPageVariant(req) && !withinBudget(req)) return tooManyRenders(res);
      return handle(req, res);
    }
    const { key, canonical } = request;
    if (canonical && canonical !== request.path) return redirect(res, canonical + queryOf(req.url ?? ''));
    const entry = key ? cache.get(key) : undefined;
    if (entry) return serveStored(req, res, entry, { 'x-menu-cache': 'HIT' });
    if (!withinBudget(req)) return tooManyRenders(res);
    if (!key) {
      res.setHeader('X-Menu-Cache', 'MISS');
      return handle(req, res);
    }
    // Next renders the canonical path (with the page's language), whatever other query the request carried.
    const askedUrl = req.url ?? '';
    req.url = key;
    if (req.method !== 'GET') {
      res.setHeader('X-Menu-Cache', 'MISS');
      sayPublicWhenPage(res);
      return handle(req, res);
    }
    return fill(key).then((rendered) => {
      const stored = cache.get(key);
      if (stored) return serveStored(req, res, stored, { 'x-menu-cache': 'MISS' });
      // Not stored: an edit landed during the render (the page may be older than it: the next visit renders again),
      // or it is no page to keep (a 404, a redirect). Either way this client gets what was rendered.
      if (rendered?.page) return sendAsRendered(res, 200, rendered.page.headers, rendered.page.body, { 'x-menu-cache': 'MISS' });
      if (rendered) {
        const { status, headers, body } = rendered.response;
        return sendAsRendered(res, status, keepQueryOnRedirect(status, headers, askedUrl), body, { 'x-menu-cache': 'MISS' });
      }
      res.setHeader('X-Menu-Cache', 'MISS'); // the render failed: Next answers this request itself
      return handle(req, res);
    });
  };
}

/**
 * The render was asked for the page's key, without the request's query: a redirect it answers (a former short name to
 * the name now, English of a menu without it to its Arabic page) gets the rest of that query back, so a table card's
 * `?table=…` still names its table where the diner lands. The redirect's own `lang` decides the language.
 */
export function keepQueryOnRedirect(status: number, headers: RenderedResponse['headers'], requestUrl: string): RenderedResponse['headers'] {
  const location = headers.location;
  if (status < 300 || status > 399 || typeof location !== 'string') return headers;
  const asked = new URLSearchParams(queryOf(requestUrl));
  asked.delete('lang');
  if (asked.size === 0) return headers;
  const target = new URL(location, 'http://x');
  for (const [name, value] of asked) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(location);
  return { ...headers, location: relative ? `${target.pathname}${target.search}` : target.toString() };
}

const queryOf = (url: string) => {
  const i = url.indexOf('?');
  return i >= 0 ? url.slice(i) : '';
};

/** A non-canonical form of a menu's address goes to its one form (so it is one cache entry). */
function redirect(res: ServerResponse, location: string): void {
  res.writeHead(308, { location, 'content-length': 0, 'cache-control': 'public, max-age=3600' });
  res.end();
}

function tooManyRenders(res: ServerResponse): void {
  const body = 'Too many requests, please try again in a minute';
  res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), 'retry-after': '60', 'cache-control': 'no-store' });
  res.end(body);
}

/** A render: Next's response, and the page to store from it (null when it is not one to keep). */
interface Rendered {
  response: RenderedResponse;
  page: ReturnType<typeof cacheablePage>;
}

/** Renders a page through Next's handler in this process and stores it when it may be. */
async function renderAndStore(cache: MenuPageStore, key: string, handle: Handler, render: RenderOptions): Promise<Rendered | null> {
  const generation = cache.generation;
  const headers = { host: render.host, 'accept-encoding': 'identity', 'x-forwarded-for': '127.0.0.1' };
  const response = await renderInProcess(handle, key, headers, render.timeoutMs).catch((err) => {
    console.error('[page-store] render failed:', err);
    return null;
  });
  if (!response) return null;
  const page = cacheablePage(response);
  if (page) await cache.store(key, page, generation).catch((err) => console.error('[page-store] store failed:', err));
  return { response, page };
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
  };
}

/** What to store of a rendered response (identity body, replayable headers), or null when it must not be cached. */
export function cacheablePage(r: RenderedResponse): { headers: CachedPage['headers']; body: Buffer } | null {
  const h = r.headers;
  if (r.status !== 200) return null;
  if (!/^text\/html\b/i.test(String(h['content-type'] ?? ''))) return null;
  if (h['set-cookie'] !== undefined) return null;
  const html = decode(r.body, String(h['content-encoding'] ?? 'identity').toLowerCase());
  if (!html || html.length === 0) return null;
  const page = hashInlineScripts(deferRuntimeScripts(html.toString('utf8')));
  const body = Buffer.from(page.html, 'utf8');
  const headers = replayableHeaders(h);
  // The render's policy named its nonce, now taken off the page: the stored copy names its scripts' hashes instead.
  const renderedCsp = String(h['content-security-policy'] ?? '');
  if (renderedCsp) headers['content-security-policy'] = storedPageCsp(page.hashes, renderedCsp.includes('upgrade-insecure-requests'));
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
