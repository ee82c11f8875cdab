/**
 * The front door of scripts/server.ts, before Next sees a request:
 * - a path whose percent-encoding does not decode (`/m/%`, `/cart/%E0%A4%A`) is answered 400 here; Next would throw
 *   while decoding the dynamic segment and answer a bare 500;
 * - the socket's peer address is appended to `X-Forwarded-For`, as a proxy does, so the right-most entry is always the
 *   direct peer and the rate limits can count clients (lib/api/client-key.ts with TRUST_PROXY).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

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

export function withFrontDoor(handle: Handler): Handler {
  return (req, res) => {
    if (!hasWellFormedPath(req.url ?? '/')) {
      const api = (req.url ?? '').startsWith('/api/');
      const body = api ? JSON.stringify({ status: 'fail', message: 'Malformed URL' }) : 'Bad request: malformed URL';
      res.writeHead(400, {
        'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      res.end(body);
      return;
    }
    appendPeerAddress(req);
    return handle(req, res);
  };
}
