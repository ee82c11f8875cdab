/**
 * The one poll helper of the tests: calls `read` until `done(value)` holds and returns that value; fails with `what`
 * and the last value seen after `timeoutMs`. For what the server does after answering (a page stored in the cache,
 * a change arriving through the feed, a mail delivered, a TTL pass) — never a fixed sleep.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { what, timeoutMs = 10_000, intervalMs = 50 }: { what: string; timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${describe(last)})`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

function describe(value: unknown): string {
  if (value && typeof value === 'object' && 'status' in value) return `status ${String((value as { status: unknown }).status)}`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
