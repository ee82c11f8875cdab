/**
 * A response kept in memory and replayed: compressed once (gzip and brotli, off the event loop), named by a strong
 * ETag, answered in the encoding the client accepts, 304 to a client that has it. The rendered-page store
 * (page-store.ts) keeps the public menu's pages this way, the static-asset store (static-assets.ts) Next's build files.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface StoredResponse {
  /** Response headers to replay (no length, encoding, etag or hop-by-hop headers). */
  headers: Record<string, string | string[]>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator: a hash of the identity body, quoted, without encoding suffix. */
  etag: string;
}

/** Headers that describe one connection or one sending of a body: never copied from a response rendered in process. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** Headers never replayed from a stored response: those above, and those the store sets itself. */
const NOT_REPLAYED = new Set([...HOP_BY_HOP, 'content-encoding', 'etag', 'x-menu-cache', 'x-nextjs-cache', 'last-modified']);

/** The body in its three encodings and its ETag. */
export async function encodeForStore(body: Buffer): Promise<Pick<StoredResponse, 'identity' | 'gzip' | 'br' | 'etag'>> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { identity: body, gzip: gz, br, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Bytes a stored response holds. */
export const storedBytes = (entry: StoredResponse): number => entry.identity.length + entry.gzip.length + entry.br.length;

/** The headers of a response to store: those that may be replayed, with `Vary: Accept-Encoding`. */
export function replayableHeaders(source: OutgoingHttpHeaders): StoredResponse['headers'] {
  const headers: StoredResponse['headers'] = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  headers.vary = withAcceptEncoding(headers.vary);
  return headers;
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

function etagFor(entry: StoredResponse, encoding: string): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match against the response, whichever encoding's tag the client kept (weak comparison, RFC 9110 §13.1.2). */
function notModified(ifNoneMatch: string | undefined, entry: StoredResponse): boolean {
  if (!ifNoneMatch) return false;
  const base = entry.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${base}"` || tag === `"${base}-gzip"` || tag === `"${base}-br"`;
  });
}

/** Answers a GET or HEAD from the stored response, with `extra` headers added. */
export function serveStored(req: IncomingMessage, res: ServerResponse, entry: StoredResponse, extra: OutgoingHttpHeaders = {}): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const headers: OutgoingHttpHeaders = { ...entry.headers, etag: etagFor(entry, encoding), ...extra };
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

/** An answer given as it was rendered in process (identity, with its length), `extra` headers added. */
export function sendAsRendered(res: ServerResponse, status: number, source: OutgoingHttpHeaders, body: Buffer, extra: OutgoingHttpHeaders = {}): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(source)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  Object.assign(headers, extra, { 'content-length': body.length });
  res.writeHead(status, headers);
  res.end(body);
}

/** `fill` run at most once at a time per key: callers asking while it runs share its promise. */
export function oneFillPerKey<T>(fill: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key) => {
    let p = pending.get(key);
    if (!p) {
      p = fill(key).finally(() => pending.delete(key));
      pending.set(key, p);
    }
    return p;
  };
}
