/**
 * A Server-Sent Events reader for API tests: opens the stream with the client's cookies and collects its events, so a
 * test can wait for the event it expects (bounded) and close the stream.
 */
import type { TestClient } from './http';
import { sseEvents } from '../../scripts/lib/sse-events';

export type SseEvent = { event: string; data: unknown; at: number };

export interface SseStream {
  status: number;
  /** A refused stream's answer: its JSON envelope and its Retry-After header. */
  refusal?: { body: unknown; retryAfter: string | null };
  events: SseEvent[];
  /** Resolves when the server ends the stream (or it is closed here); at once for a refused one. */
  ended: Promise<void>;
  /** Resolves with the first event (already received or still to come) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(client: TestClient, path: string, base = client.baseUrl, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(base + path, {
    headers: { ...headers, accept: 'text/event-stream', cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.ip },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  // A refusal is a small JSON body: read it, so no socket is left open behind the test.
  const refusal = res.ok ? undefined : { body: await res.json().catch(() => undefined), retryAfter: res.headers.get('retry-after') };
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = (async () => {
      try {
        for await (const { event, data } of sseEvents(res.body!)) {
          events.push({ event, data: JSON.parse(data), at: Date.now() });
          for (const wake of waiters) wake();
        }
      } catch {
        /* closed */
      }
    })();
  }
  return {
    status: res.status,
    refusal,
    events,
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event on ${path} within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ') || 'none'})`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    close: () => controller.abort(),
  };
}
