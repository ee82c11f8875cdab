import { serverEnv } from '../env';
import { processWide } from '../shared/process-wide';
import { msg } from '../i18n/t';
import { serviceUnavailable, tooManyRequests } from './errors';

/**
 * The live streams (Server-Sent Events) this instance holds open, counted per client address and in all. Each one
 * keeps a socket (a file descriptor) and its listeners until the client goes, so without a bound one client could
 * hold thousands and take the descriptors from everyone (one client asking for 3,000: 2,933 held, the app's
 * descriptors 28 → 3,007; with the bound, 60 held; docs/measurements.md). Past STREAMS_PER_CLIENT a client is refused (429); past STREAMS_MAX everyone is
 * (503); the streams already open go on, and the pages' own reconnection tries again later. The counts are
 * process-wide (lib/shared/process-wide.ts): the route handlers are bundled apart.
 */
class StreamSlots {
  total = 0;
  readonly perClient = new Map<string, number>();
}

const slots = () => processWide('streamSlots', () => new StreamSlots());

/** Takes a slot for a stream of `client`, or throws the refusal; the returned release frees it (once, however often called). */
export function takeStreamSlot(client: string): () => void {
  const s = slots();
  const { STREAMS_PER_CLIENT, STREAMS_MAX } = serverEnv();
  const mine = s.perClient.get(client) ?? 0;
  if (mine >= STREAMS_PER_CLIENT) throw tooManyRequests(msg('tooManyStreams'));
  if (s.total >= STREAMS_MAX) throw serviceUnavailable(msg('streamsBusy'));
  s.perClient.set(client, mine + 1);
  s.total++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    s.total--;
    const left = (s.perClient.get(client) ?? 1) - 1;
    if (left > 0) s.perClient.set(client, left);
    else s.perClient.delete(client);
  };
}
