/**
 * The replica set's logical clock: every change to the data gets the next Timestamp (seconds, increment), as an oplog
 * entry's `ts`. Replies carry the latest one as `operationTime` and `$clusterTime` (unsigned: the signature is zeros,
 * as a server without keys sends it).
 */
import { Binary, Long, Timestamp } from 'bson';

/** A Timestamp as one ordered number: seconds in the high 32 bits, increment in the low. */
export type Tick = bigint;

export const toTick = (ts: Timestamp): Tick => (BigInt(ts.high >>> 0) << 32n) | BigInt(ts.low >>> 0);
export const fromTick = (t: Tick): Timestamp => new Timestamp({ t: Number(t >> 32n), i: Number(t & 0xffffffffn) });

export class ClusterClock {
  private last: Tick;

  constructor(start: Tick = 0n) {
    this.last = start;
  }

  /** The latest tick handed out (or restored at start). */
  get now(): Tick { return this.last; }

  /** Moves past `t` (a tick restored from the change log). */
  advanceTo(t: Tick): void { if (t > this.last) this.last = t; }

  next(): Tick {
    const secs = BigInt(Math.floor(Date.now() / 1000)) << 32n;
    this.last = secs > this.last ? secs | 1n : this.last + 1n;
    return this.last;
  }

  /** The `$clusterTime` / `operationTime` fields of a reply. */
  replyFields(): { $clusterTime: unknown; operationTime: Timestamp } {
    const ts = fromTick(this.last);
    return { $clusterTime: { clusterTime: ts, signature: { hash: new Binary(Buffer.alloc(20)), keyId: Long.ZERO } }, operationTime: ts };
  }
}
