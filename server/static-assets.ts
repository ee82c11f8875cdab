/**
 * Next's build files (`/_next/static/…`: the browser's chunks, CSS, fonts) kept in memory, compressed once.
 *
 * Next serves each from disk and gzips it again for every request (a stat, an open, a read and a compression per
 * chunk, ~27 chunks for a first page). These files never change under their names (content hashes; Next marks them
 * `immutable`), so the first GET of one is answered by Next's handler inside this process (render-in-process.ts, the
 * same headers Next gives) and kept: identity, gzip and brotli (stored-response.ts), replayed with a strong ETag. Only
 * an immutable 200 is kept — so nothing in `npm run dev`, where Next marks its files no-store. Keyed by path alone
 * (Next ignores the query of a static file), bounded in bytes. A HEAD or a Range request of a file not kept goes to
 * Next; a GET of a path Next does not answer with a file to keep (a 404) gets Next's answer as it was given.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderInProcess, type RenderedResponse } from './render-in-process';
import { encodeForStore, oneFillPerKey, replayableHeaders, sendAsRendered, serveStored, storedBytes, type StoredResponse } from './stored-response';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const STATIC_PATH = /^\/_next\/static\/[A-Za-z0-9._~\-/]+$/;

/** The path of a request the store may answer (GET or HEAD of a plain `/_next/static/…` path), or null. */
export function staticAssetPath(req: IncomingMessage): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range !== undefined) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q >= 0 ? url.slice(0, q) : url;
  return STATIC_PATH.test(path) && !path.includes('..') ? path : null;
}

/** Wraps Next's handler with the static-asset store (`host`: this server's own, for the in-process request). */
export function withStaticAssets(handle: Handler, opts: { host: string; maxBytes?: number }): Handler {
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const kept = new Map<string, StoredResponse>();
  let bytes = 0;

  const fill = oneFillPerKey(async (path): Promise<Fetched | null> => {
    const response = await renderInProcess(handle, path, { host: opts.host, 'accept-encoding': 'identity', 'x-forwarded-for': '127.0.0.1' }).catch(() => null);
    if (!response) return null;
    // Past the bound (never with one build's files), a file is answered as Next gave it, not compressed for nothing.
    if (!keepable(response) || bytes + 2 * response.body.length > maxBytes) return { response };
    const stored: StoredResponse = { headers: replayableHeaders(response.headers), ...(await encodeForStore(response.body)) };
    kept.set(path, stored);
    bytes += storedBytes(stored);
    return { stored };
  });

  return (req, res) => {
    const path = staticAssetPath(req);
    if (!path) return handle(req, res);
    const entry = kept.get(path);
    if (entry) return serveStored(req, res, entry);
    if (req.method !== 'GET') return handle(req, res);
    return fill(path).then((fetched) => {
      if (fetched?.stored) return serveStored(req, res, fetched.stored);
      if (fetched?.response) return sendAsRendered(res, fetched.response.status, fetched.response.headers, fetched.response.body);
      return handle(req, res); // the in-process request failed: Next answers this one itself
    });
  };
}

/** What the first request of a path brought: the stored file, or Next's answer when it is none to keep (a 404). */
type Fetched = { stored: StoredResponse; response?: undefined } | { response: RenderedResponse; stored?: undefined };

const keepable = (r: RenderedResponse): boolean =>
  r.status === 200 &&
  r.headers['set-cookie'] === undefined &&
  /\bimmutable\b/.test(String(r.headers['cache-control'] ?? '')) &&
  String(r.headers['content-encoding'] ?? 'identity') === 'identity';
