/**
 * Records a response as it streams out to the client, untouched: status, headers and the bytes on the wire (after
 * Next's compression, which wraps `res.write`/`res.end` later and so writes through these wrappers).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Pages bigger than this are passed through without being kept. */
const MAX_CAPTURE_BYTES = 16 * 1024 * 1024;

/** Calls `done` once the response has been sent completely (never for an aborted or oversized one). */
export function captureResponse(res: ServerResponse, done: (captured: CapturedResponse) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const headerArgs: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > MAX_CAPTURE_BYTES) {
      overflow = true;
      chunks.length = 0;
    } else chunks.push(buf);
  };

  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  // Headers passed to writeHead() directly may never show up in getHeaders(): note them.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object');
    if (Array.isArray(headers)) {
      const flat = Array.isArray(headers[0]) ? (headers as string[][]) : pairs(headers as string[]);
      for (const [name, value] of flat) headerArgs[String(name).toLowerCase()] = value;
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) headerArgs[name.toLowerCase()] = value;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  res.once('finish', () => {
    if (overflow) return;
    done({ status: res.statusCode, headers: { ...res.getHeaders(), ...headerArgs }, body: Buffer.concat(chunks) });
  });
}

function pairs(flat: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}
