/** Server-side cursors over materialised result arrays. */
import { Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { Doc, bsonSize } from './values';
import { err } from './errors';

/** Bit 62: every cursor id is at least this. */
const CURSOR_ID_FLOOR = Long.fromBits(0, 0x40000000);

const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;
export const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

interface Cursor { id: Long; ns: string; docs: Doc[]; pos: number; lastUsed: number }

export class CursorManager {
  private readonly cursors = new Map<string, Cursor>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly timeoutMs = CURSOR_TIMEOUT_MS) {
    this.timer = setInterval(() => this.reap(), Math.min(60_000, timeoutMs));
    this.timer.unref();
  }

  private reap(): void {
    const now = Date.now();
    for (const [k, c] of this.cursors) if (now - c.lastUsed > this.timeoutMs) this.cursors.delete(k);
  }

  get size(): number { return this.cursors.size; }

  private static take(docs: Doc[], pos: number, batchSize: number | undefined): Doc[] {
    const out: Doc[] = [];
    let bytes = 0;
    const max = batchSize && batchSize > 0 ? batchSize : Infinity;
    while (pos + out.length < docs.length && out.length < max) {
      const d = docs[pos + out.length];
      bytes += bsonSize(d);
      if (out.length > 0 && bytes > MAX_BATCH_BYTES) break;
      out.push(d);
    }
    return out;
  }

  /** Builds the `cursor` reply field for a fresh result set, registering a cursor if docs remain. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Doc {
    const first = batchSize === 0 ? [] : CursorManager.take(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (!singleBatch && first.length < docs.length) {
      // Random, positive and at least 2^62: a driver that turns int64s into JS numbers when they fit (the Node
      // driver's promoteLongs) always hands the id back as a Long, so a `getMore` built from a reply sends an int64.
      // (An id below 2^53 came back as a number one time in 1,024 and was then sent as a double: refused.)
      do {
        id = Long.fromBytesLE([...randomBytes(8)]).and(Long.MAX_VALUE).or(CURSOR_ID_FLOOR);
      } while (id.isZero() || this.cursors.has(id.toString()));
      this.cursors.set(id.toString(), { id, ns, docs, pos: first.length, lastUsed: Date.now() });
    }
    return { firstBatch: first, id, ns };
  }

  getMore(id: Long, ns: string, batchSize: number | undefined): Doc {
    const c = this.cursors.get(id.toString());
    if (!c) throw err(43, `cursor id ${id.toString()} not found`);
    if (c.ns !== ns) throw err(13, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`);
    const batch = CursorManager.take(c.docs, c.pos, batchSize);
    c.pos += batch.length;
    c.lastUsed = Date.now();
    let outId = c.id;
    if (c.pos >= c.docs.length) {
      this.cursors.delete(id.toString());
      outId = Long.ZERO;
    }
    return { nextBatch: batch, id: outId, ns };
  }

  kill(ids: Long[]): { cursorsKilled: Long[]; cursorsNotFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound };
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }
}
