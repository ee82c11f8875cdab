import { serverEnv } from '../env';
import { processWide } from '../shared/process-wide';
import { msg } from '../i18n/t';
import { serviceUnavailable, tooManyRequests } from './errors';

/**
 * The live streams (Server-Sent Events) this instance holds open, counted per client address, per order and in all.
 * Each one keeps a socket (a file descriptor) and its listeners until the client goes, so without a bound one client
 * could hold thousands and take the descriptors from everyone (one client asking for 3,000: 2,933 held, the app's
 * descriptors 28 → 3,007; with the bound, 60 held; docs/measurements.md). Past STREAMS_PER_CLIENT a client is refused
 * (429); past STREAMS_MAX everyone is (503); the streams already open go on, and the pages' own reconnection tries again
 * later.
 *
 * The diners' status pages are public: anyone with an order's id may follow it. So that the public cannot take the
 * restaurants' order screens' slots (34 addresses of 60 streams each once filled an instance and the owner's own
 * screen was refused), the public holds at most STREAMS_MAX less STREAMS_RESERVED, and one order is followed by at
 * most STREAMS_PER_ORDER streams (a diner's phone and a tab or two: a stream is for an order its holder has, not 60
 * per address). The counts are process-wide (lib/shared/process-wide.ts): the route handlers are bundled apart.
 */
class StreamSlots {
  total = 0;
  public = 0;
  readonly perClient = new Map<string, number>();
  readonly perOrder = new Map<string, number>();
}

const slots = () => processWide('streamSlots', () => new StreamSlots());

/** Who holds a stream: its client address, and for a diner's status page (public) the order it follows. */
export type StreamHolder = { client: string; order?: string };

const bump = (counts: Map<string, number>, key: string, by: 1 | -1) => {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
};

/** Takes a slot for a stream of `holder`, or throws the refusal; the returned release frees it (once, however often called). */
export function takeStreamSlot({ client, order }: StreamHolder): () => void {
  const s = slots();
  const { STREAMS_PER_CLIENT, STREAMS_PER_ORDER, STREAMS_MAX, STREAMS_RESERVED } = serverEnv();
  if ((s.perClient.get(client) ?? 0) >= STREAMS_PER_CLIENT) throw tooManyRequests(msg('tooManyStreams'));
  if (order !== undefined && (s.perOrder.get(order) ?? 0) >= STREAMS_PER_ORDER) throw tooManyRequests(msg('tooManyOrderStreams'));
  if (s.total >= STREAMS_MAX) throw serviceUnavailable(msg('streamsBusy'));
  if (order !== undefined && s.public >= STREAMS_MAX - STREAMS_RESERVED) throw serviceUnavailable(msg('streamsBusy'));
  bump(s.perClient, client, 1);
  if (order !== undefined) {
    bump(s.perOrder, order, 1);
    s.public++;
  }
  s.total++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    s.total--;
    bump(s.perClient, client, -1);
    if (order !== undefined) {
      bump(s.perOrder, order, -1);
      s.public--;
    }
  };
}
