import http from 'node:http';

/** One request with the path sent byte for byte (fetch would normalise it). Resolves with status and body text. */
export function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const base = new URL(process.env.TEST_BASE_URL as string);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
