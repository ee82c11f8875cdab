/**
 * The front door of the server (main.ts), before Next sees a request:
 * - a path whose percent-encoding does not decode (`/m/%`, `/cart/%E0%A4%A`) is answered 400 here; Next would throw
 *   while decoding the dynamic segment and answer a bare 500;
 * - every request body is bounded here, for every path, before any handler (next-auth's included) reads it
 *   (server/body-limits.ts): a larger declared Content-Length is a 413 without a byte read, a chunked body is
 *   counted as it arrives and cut at the limit with a 413;
 * - the socket's peer address is appended to `X-Forwarded-For`, as a proxy does, so the right-most entry is always the
 *   direct peer and the rate limits can count clients (lib/api/client-key.ts with TRUST_PROXY);
 * - with no trusted proxy (TRUST_PROXY=0) a client's `X-Forwarded-Host` is its own word and is dropped, so the
 *   same-origin check and the links the app writes go by the Host the request was sent to;
 * - HSTS is set on every answer sent over https (an `https` NEXTAUTH_URL, or a trusted proxy's `X-Forwarded-Proto`),
 *   the rendered-menu cache's replays included.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromAcceptLanguage } from '../lib/i18n/lang';
import { t } from '../lib/i18n/t';
import { frontDoorBodyLimit } from './body-limits';
import { HSTS } from '../lib/api/content-security-policy';
import { trustedProxyHops } from '../lib/env';
import { serverEnv } from '../lib/env';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cache-control': 'private, no-store',
};

/** True when every percent-escape of the URL's path decodes to valid UTF-8. */
export function hasWellFormedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function appendPeerAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const prior = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(prior) ? prior.join(', ') : (prior ?? '')).trim();
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
}

/** How long the rest of a refused body is read (and dropped) so the client sees the answer before the socket closes. */
const DRAIN_MS = 1000;

/**
 * Answers with a small error (JSON under /api/, text elsewhere). With `close` (a refused body), what the client still
 * sends is dropped for a moment, then the connection is closed: closing at once, with its body unread, would reset
 * the connection and the client might never read the 413.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, apiMessage: string, pageMessage: string, close = false) {
  const api = (req.url ?? '').startsWith('/api/');
  const body = api ? JSON.stringify({ status: 'fail', message: apiMessage }) : pageMessage;
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  if (close) {
    req.resume();
    res.once('finish', () => setTimeout(() => req.socket.destroy(), DRAIN_MS).unref());
  }
}

/** The 413's message in the caller's language (Accept-Language, as the API answers everything else). */
const tooLargeMessage = (req: IncomingMessage, limit: number) =>
  t(langFromAcceptLanguage(req.headers['accept-language']), 'bodyTooLarge', { kb: Math.floor(limit / 1024) });

/**
 * Counts the body's bytes as the HTTP parser hands them to the request stream (node's parser calls `req.push()` for
 * every chunk), so a chunked body is cut at the limit whoever reads it, and however late.
 */
function boundStreamedBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  let seen = 0;
  let cut = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cut) return chunk === null ? push(null) : true; // dropped, not buffered
    if (chunk !== null && chunk !== undefined) {
      seen += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      if (seen > limit) {
        cut = true;
        if (!res.headersSent) refuse(req, res, 413, tooLargeMessage(req, limit), 'Request body too large', true);
        else setTimeout(() => req.socket.destroy(), DRAIN_MS).unref();
        return true;
      }
    }
    return push(chunk, encoding);
  };
}

/** The answer goes out over https: an `https` NEXTAUTH_URL, or `X-Forwarded-Proto: https` from a trusted proxy. */
function servedOverHttps(req: IncomingMessage): boolean {
  if ((serverEnv().NEXTAUTH_URL ?? '').toLowerCase().startsWith('https://')) return true;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * Next answers a method a route file does not export with a bare 405 (no body, no content type). Under /api/ that
 * answer gets the envelope every other refusal has, in the caller's language: the type is set as the head goes out
 * (Next's compression writes it from inside `end`, and compresses no untyped body) and the message is the body.
 */
function envelopeBare405(req: IncomingMessage, res: ServerResponse): void {
  let bare = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    if (res.statusCode === 405 && args.length === 1 && !res.hasHeader('content-type')) {
      bare = true;
      res.setHeader('content-type', 'application/json');
      res.removeHeader('content-length');
    }
    return writeHead(...args);
  };
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (!bare || (args[0] != null && typeof args[0] !== 'function' && String(args[0]).length > 0)) return end(...args);
    const message = t(langFromAcceptLanguage(req.headers['accept-language']), 'methodNotAllowed');
    return end(JSON.stringify({ status: 'fail', message }), ...args.filter((a) => typeof a === 'function'));
  }) as ServerResponse['end'];
}

export function withFrontDoor(handle: Handler): Handler {
  return (req, res) => {
    if (!hasWellFormedPath(req.url ?? '/')) {
      refuse(req, res, 400, 'Malformed URL', 'Bad request: malformed URL');
      return;
    }
    const limit = frontDoorBodyLimit(req.url ?? '/');
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      refuse(req, res, 413, tooLargeMessage(req, limit), 'Request body too large', true);
      return;
    }
    boundStreamedBody(req, res, limit);
    if (trustedProxyHops() === 0) delete req.headers['x-forwarded-host'];
    appendPeerAddress(req);
    if (servedOverHttps(req)) res.setHeader('strict-transport-security', HSTS);
    if ((req.url ?? '').startsWith('/api/')) envelopeBare405(req, res);
    return handle(req, res);
  };
}
