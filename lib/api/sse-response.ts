import { LIVE_PING_EVENT, LIVE_PING_MS, LIVE_UNSENT_MAX_BYTES } from '../shared/live-stream';
import { takeStreamSlot, type StreamHolder } from './stream-slots';

/**
 * A Server-Sent Events response: `subscribe(send)` starts the source and returns its stop, called when the client goes
 * (the request's signal), the stream is cancelled, or `stillAllowed` says the caller is no longer let in. A `ping`
 * event every 15 s keeps proxies from closing an idle stream and tells the page it is alive (lib/shared/live-stream.ts);
 * `stillAllowed` is asked before each ping, and at once when `watchAccess` tells of a change (a log-out).
 * `no-transform` keeps compression (which would hold events back) off the stream. Each stream holds one of the
 * instance's slots for its holder (lib/api/stream-slots.ts: its client, and the order a diner's page follows) until it
 * ends: past the bounds, the refusal is thrown here, before anything is sent. The data a client has not taken yet is
 * bounded too (LIVE_UNSENT_MAX_BYTES): past it the stream is closed and its queue dropped.
 */
export type SseSend = (event: string, data: unknown) => void;

type SseOptions = StreamHolder & {
  signal: AbortSignal;
  /** Asked at each ping for a stream that needs a session: when the answer is no (logged out, the session revoked,
   * no longer the menu's admin), the stream ends, and the page's reconnection is refused as any request would be. */
  stillAllowed?: () => Promise<boolean>;
  /** Tells of a change that may have taken the caller's access away (a log-out): `stillAllowed` is asked then too. */
  watchAccess?: (recheck: () => void) => () => void;
};

export function sseResponse({ signal, client, order, stillAllowed, watchAccess }: SseOptions, subscribe: (send: SseSend) => () => void): Response {
  const release = takeStreamSlot({ client, order });
  const encoder = new TextEncoder();
  let stop: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unwatch: (() => void) | undefined;
  const end = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    unwatch?.();
    unwatch = undefined;
    stop?.();
    stop = undefined;
    release();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          return end(); // the stream is closed
        }
        // The client is not taking what is sent: drop the queue and the stream rather than hold it (its page reconnects).
        if ((controller.desiredSize ?? 0) < 0) {
          end();
          controller.error(new Error('the client stopped reading the stream'));
        }
      };
      const close = () => {
        end();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      if (signal.aborted) return close(); // the client went before the stream began
      signal.addEventListener('abort', close, { once: true });
      write('retry: 2000\n\n');
      try {
        stop = subscribe((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      } catch (err) {
        close();
        throw err;
      }
      heartbeat = setInterval(() => {
        if (!stillAllowed) return write(`event: ${LIVE_PING_EVENT}\ndata: {}\n\n`);
        void stillAllowed().then((allowed) => (allowed ? write(`event: ${LIVE_PING_EVENT}\ndata: {}\n\n`) : close()));
      }, LIVE_PING_MS);
      if (stillAllowed && watchAccess) unwatch = watchAccess(() => void stillAllowed().then((allowed) => allowed || close()));
    },
    cancel: end,
  }, new ByteLengthQueuingStrategy({ highWaterMark: LIVE_UNSENT_MAX_BYTES }));
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
