import { tooLarge } from './errors';
import type { Message } from '../i18n/t';
import { serverEnv } from '../env';

/** Largest JSON body a route reads (env JSON_BODY_MAX_BYTES, default 256 KB). */
export function jsonBodyMaxBytes(): number {
  return serverEnv().JSON_BODY_MAX_BYTES;
}

/**
 * Reads a request body into memory, never more than `maxBytes`: a larger declared Content-Length is refused before a
 * byte is read, and a body without one (chunked) is counted as it arrives and dropped the moment it passes the limit.
 * Throws 413 with `message`.
 */
export async function readBoundedBody(req: Request, maxBytes: number, message: Message | string): Promise<Buffer> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(message);
  const body = await readStreamUpTo(req.body, maxBytes);
  if (body === null) throw tooLarge(message);
  return body;
}

/**
 * A stream's bytes, never more than `maxBytes` in memory: counted as they arrive, and the stream cancelled (null
 * answered) the moment they pass the limit. A request's body here, a payment provider's answer (lib/payments).
 */
export async function readStreamUpTo(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer | null> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
