/**
 * A Server-Sent Events body read as it comes (the WHATWG event-stream format as the app's streams write it: one
 * `event:` line and one `data:` line a block, blocks apart by a blank line): each block's event name ('message' when
 * it has none) and its data. Ends when the body does; rejects when it breaks (an abort, a lost connection).
 */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data !== undefined) yield { event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message', data };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
