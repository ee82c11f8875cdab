/**
 * A Server-Sent Events response: `subscribe(send)` starts the source and returns its stop, called when the client goes
 * (the request's signal) or the stream is cancelled. A comment every 15 s keeps proxies from closing an idle stream.
 * `no-transform` keeps compression (which would hold events back) off the stream.
 */
export const SSE_HEARTBEAT_MS = 15_000;

export type SseSend = (event: string, data: unknown) => void;

export function sseResponse(signal: AbortSignal, subscribe: (send: SseSend) => () => void): Response {
  const encoder = new TextEncoder();
  let stop: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const end = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    stop?.();
    stop = undefined;
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end(); // the stream is closed
        }
      };
      write('retry: 2000\n\n');
      stop = subscribe((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      heartbeat = setInterval(() => write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
      signal.addEventListener('abort', () => {
        end();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
    },
    cancel: end,
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
