import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (no decompression). */
  bytes: Buffer;
  /** The bytes read as UTF-8. */
  body: string;
}

/**
 * The one raw-HTTP helper of the tests: node:http, so the path goes byte for byte (fetch would normalise it) and the
 * body and encodings are what the server sent (fetch would decompress and pick its own Accept-Encoding). `base`
 * defaults to the test stack's app.
 */
export function rawRequest(method: string, path: string, headers: Record<string, string> = {}, base = process.env.TEST_BASE_URL as string): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
