import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: when (ms, its clock), its headers and its body as sent. */
export interface ReceivedHook {
  at: number;
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/** A status in a script that means: take the request and never answer it (a receiver that hangs). */
export const HOLD = -1;

/**
 * A webhook receiver on loopback, for the tests: every path answers from its own script of statuses
 * (`answer(path, [500, 500, 200])`: the first two tries fail, then 200 for good), 200 when it has none; it records what
 * came. What a real integrator's endpoint does, nothing more.
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const scripts = new Map<string, number[]>();
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const script = scripts.get(path);
      const status = script && script.length > 1 ? script.shift()! : (script?.[0] ?? 200);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ at: Date.now(), path, headers, body: Buffer.concat(chunks).toString('utf8'), answered: status });
      if (status === HOLD) return held.push(res);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** What came to `path`, in order. */
    at: (path: string) => received.filter((r) => r.path === path),
    answer(path: string, statuses: number[]) {
      scripts.set(path, [...statuses]);
    },
    stop: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
