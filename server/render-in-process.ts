/**
 * Renders a page through Next's request handler inside this process: no socket, no second pass through the front
 * door. The handler gets a real node:http IncomingMessage / ServerResponse pair (what Next expects); the response's
 * socket is a stand-in that keeps the bytes written to it, which are read back as an HTTP response.
 */
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A page as the handler answered it: status, headers and the body bytes. */
export interface RenderedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A socket that is never connected: what the response writes to it is kept, and it ends when the response does. */
class CaptureSocket extends Socket {
  readonly chunks: Buffer[] = [];
  constructor(remote: string) {
    super();
    Object.defineProperty(this, 'remoteAddress', { value: remote });
  }
  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    const cb = typeof encoding === 'function' ? encoding : callback;
    const enc = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
    if (chunk !== undefined && chunk !== null) this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, enc) : Buffer.from(chunk as Uint8Array));
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  }
  override end(...args: unknown[]): this {
    const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (cb) process.nextTick(cb);
    return this;
  }
  override setTimeout(): this {
    return this;
  }
}

/** Status, headers and body of an HTTP/1.1 response from its raw bytes (chunked transfer coding undone). */
export function parseResponse(raw: Buffer): RenderedResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.subarray(0, split)).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers: OutgoingHttpHeaders = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    const prior = headers[name];
    headers[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [String(prior)]), value];
  }
  const body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const chunked = String(headers['transfer-encoding'] ?? '').toLowerCase().includes('chunked');
  delete headers['transfer-encoding'];
  return { status, headers, body: chunked ? dechunk(body) : body };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * GETs `path` through `handle` in this process. `headers` are the request's (give `host`); the request comes from
 * loopback as far as the handler can tell. Rejects when the handler throws or takes longer than `timeoutMs`.
 */
export function renderInProcess(handle: Handler, path: string, headers: IncomingHttpHeaders, timeoutMs = 30_000): Promise<RenderedResponse> {
  const reqSocket = new CaptureSocket('127.0.0.1');
  const req = new IncomingMessage(reqSocket);
  req.method = 'GET';
  req.url = path;
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  req.httpVersion = '1.1';
  req.headers = { ...headers };
  req.rawHeaders = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x) => [k, x]) : [k, String(v)]));
  req.complete = true;
  req.push(null); // a GET: no body

  const res = new ServerResponse(req);
  const resSocket = new CaptureSocket('127.0.0.1');
  res.assignSocket(resSocket);

  return new Promise<RenderedResponse>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render of ${path} timed out`)), timeoutMs);
    timer.unref();
    res.once('finish', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(resSocket.chunks)));
      res.detachSocket(resSocket);
    });
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((err) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      });
  });
}
