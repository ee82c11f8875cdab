/**
 * The journal's records waiting for their write, copied into one buffer that is kept from batch to batch.
 *
 * Each record is framed into a buffer of its own (journal.ts), and a batch waits for the write and fdatasync before it
 * (group commit). Kept as a list of those buffers, the ones that waited across two young collections were promoted:
 * with a year of orders on the heap, full collections are rare, so their array buffers piled up at ~3.5 MB/s under
 * bench:diner's load until V8's external-memory limit (64 MB past the last full collection) started a full collection,
 * ~0.6 s of marking the whole store every ~20–40 s (docs/measurements.md). Copied here at once, a record's own buffer
 * dies young; the two batch buffers (the one being written, the one being filled) live as long as the journal.
 */
const INITIAL_BYTES = 64 * 1024;
/** A batch buffer grown past this (a bulk load's batches) is not kept for the next batch. */
const KEEP_MAX_BYTES = 8 * 1024 * 1024;

export class PendingRecords {
  private buf = Buffer.allocUnsafe(INITIAL_BYTES);
  private used = 0;

  /** The bytes waiting. */
  get byteLength(): number {
    return this.used;
  }

  push(record: Uint8Array): void {
    if (this.used + record.length > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.used + record.length));
      this.buf.copy(grown, 0, 0, this.used);
      this.buf = grown;
    }
    this.buf.set(record, this.used);
    this.used += record.length;
  }

  /** The waiting bytes: a view of the buffer, valid until clear(). */
  bytes(): Buffer {
    return this.buf.subarray(0, this.used);
  }

  /** Empties it for the next batch (after its bytes are written). */
  clear(): void {
    this.used = 0;
    if (this.buf.length > KEEP_MAX_BYTES) this.buf = Buffer.allocUnsafe(INITIAL_BYTES);
  }
}
