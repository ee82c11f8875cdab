import { sseResponse, type SseSend } from '../../lib/api/sse-response';
import { LIVE_UNSENT_MAX_BYTES } from '../../lib/shared/live-stream';

/**
 * A live stream holds at most LIVE_UNSENT_MAX_BYTES of data its client has not taken (lib/api/sse-response.ts): a
 * client that stops reading has its stream closed and its queue dropped, and the stream's slot is given back; a
 * client that reads is never cut, however much goes through. The real Server-Sent Events response, read (or not)
 * through its body as Next's server reads it.
 */
const event = { note: 'x'.repeat(1000) };

const opened: ReadableStreamDefaultReader<Uint8Array>[] = [];

function openStream(client: string) {
  let send: SseSend = () => {};
  let stopped = false;
  const res = sseResponse({ signal: new AbortController().signal, client }, (s) => {
    send = s;
    return () => (stopped = true);
  });
  const reader = res.body!.getReader();
  opened.push(reader);
  return { res, reader, send: (n: number) => { for (let i = 0; i < n; i++) send('order', event); }, stopped: () => stopped };
}

beforeAll(() => {
  process.env.STREAMS_PER_CLIENT = '1';
});
afterEach(async () => {
  // Whatever a test left open ends here (its ping timer with it).
  for (const reader of opened.splice(0)) await reader.cancel().catch(() => undefined);
});
afterAll(() => {
  delete process.env.STREAMS_PER_CLIENT;
});

it('closes a stream whose client stops reading once its unsent data passes the bound, and frees its slot', async () => {
  const stream = openStream('client-a');
  const { reader } = stream;
  await reader.read(); // the first bytes, then the client reads no more
  const perEvent = `event: order\ndata: ${JSON.stringify(event)}\n\n`.length;
  stream.send(Math.floor(LIVE_UNSENT_MAX_BYTES / perEvent) - 1);
  expect(stream.stopped()).toBe(false);
  stream.send(2);
  expect(stream.stopped()).toBe(true);
  await expect(reader.read()).rejects.toThrow('stopped reading');
  // Its slot was given back: the same client (1 stream allowed here) opens another.
  expect(openStream('client-a').res.status).toBe(200);
});

it('never closes a stream whose client reads, however much goes through', async () => {
  const stream = openStream('client-b');
  const { reader } = stream;
  let received = 0;
  for (let round = 0; round < 20; round++) {
    stream.send(30);
    for (let got = 0; got < 30; ) {
      const { value } = await reader.read();
      const text = new TextDecoder().decode(value);
      got += text.split('event: order').length - 1;
      received += value?.byteLength ?? 0;
    }
  }
  expect(received).toBeGreaterThan(8 * LIVE_UNSENT_MAX_BYTES);
  expect(stream.stopped()).toBe(false);
  await reader.cancel();
  expect(stream.stopped()).toBe(true);
});
