/**
 * Durability for a dbpath: an append-only journal of effect records plus a snapshot.
 *
 * Record framing (journal and snapshot): [u32 LE payload length][u32 LE crc32(payload)][BSON payload].
 * The first record of every file is {o:'hdr', gen}. On load, a journal whose gen is older than the
 * snapshot's is already contained in the snapshot and is ignored. A torn or corrupt tail
 * (short record, bad CRC, undecodable BSON) is dropped and truncated away.
 *
 * Compaction runs beside the commands (it does not hold the command queue while the store is written):
 *   1. in one step of the queue, the journal is rotated — records from now on go to journal.next.bin (header gen+1) —
 *      and the store's documents are listed (stored documents are never mutated in place, so the list is the store
 *      as it is at that moment, whatever is written after);
 *   2. snapshot.tmp (gen+1) is written from that list in slices, yielding to the commands between them; fsynced,
 *      renamed over snapshot.bin, directory fsynced;
 *   3. journal.next.bin is renamed over journal.bin (the old journal is in the snapshot now), directory fsynced.
 * A crash between 1 and 2 leaves the old snapshot + journal.bin + journal.next.bin (all three replayed, in order); a
 * crash between 2 and 3 leaves the new snapshot + journal.next.bin (journal.bin is older than the snapshot: ignored).
 * Replaying the records of journal.next.bin over a snapshot that already holds some of them is harmless: every record
 * states a result (a whole document, a deletion, an index), not a change relative to the one before.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { crc32 } from 'node:zlib';
import { BSON } from 'bson';
import { decode, Doc } from './values';
import type { JournalRecord, Store } from './storage';
import { DbpathLock, lockDbpath } from './dbpath-lock';
import { PendingRecords } from './pending-records';

const JOURNAL = 'journal.bin';
const NEXT_JOURNAL = 'journal.next.bin';
const SNAPSHOT = 'snapshot.bin';
const HEADER = 8;

/** True while a compaction of the database in `dbpath` is under way: its rotated journal exists from step 1 to step 3. */
function compactionUnderWay(dbpath: string): boolean {
  return fs.existsSync(path.join(dbpath, NEXT_JOURNAL));
}

/**
 * Waits until the database in `dbpath` has no compaction under way; with `poke` (one small write: a compaction starts
 * on a write, once the journal has outgrown the last snapshot), also until none starts again after it. For whoever
 * must not measure or copy the files while a snapshot is being written (a bench after a bulk load, the durability
 * tests). Answers the seconds waited; throws after `timeoutMs`.
 */
export async function compactionSettled(dbpath: string, opts: { poke?: () => Promise<unknown>; pollMs?: number; timeoutMs?: number } = {}): Promise<number> {
  const { poke, pollMs = 10, timeoutMs = 10_000 } = opts;
  const start = Date.now();
  const pause = () => new Promise((r) => setTimeout(r, pollMs));
  for (;;) {
    while (compactionUnderWay(dbpath)) {
      if (Date.now() - start > timeoutMs) throw new Error(`a compaction in ${dbpath} still runs after ${timeoutMs} ms`);
      await pause();
    }
    if (!poke) return (Date.now() - start) / 1000;
    await poke();
    await pause();
    if (!compactionUnderWay(dbpath)) return (Date.now() - start) / 1000;
  }
}
const BATCH_BYTES = 4 * 1024 * 1024;
/** A background compaction serialises for about this long, then lets the commands run. */
const SLICE_MS = 8;
/** Documents per snapshot record, by size: small enough that one record is serialised within a slice. */
const PUTS_BYTES = 256 * 1024;

export function frame(rec: Doc): Buffer {
  const payload = Buffer.from(BSON.serialize(rec));
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload) >>> 0, 4);
  payload.copy(out, HEADER);
  return out;
}

/**
 * Frames a `put` record whose document is already serialised: the record's own fields are
 * serialised (small) and the document bytes are spliced in as its last field `d`, giving the
 * same bytes as frame(record) without serialising the document again.
 */
export function framePut(rec: Doc, docBytes: Uint8Array): Buffer {
  const head: Doc = {};
  for (const k of Object.keys(rec)) if (k !== 'd') head[k] = rec[k];
  const headBytes = BSON.serialize(head);
  const payloadLength = headBytes.length + 1 + 2 + docBytes.length; // + type byte 0x03 + "d\0" + doc
  const out = Buffer.allocUnsafe(HEADER + payloadLength);
  let off = HEADER;
  off += Buffer.from(headBytes.buffer, headBytes.byteOffset, headBytes.length - 1).copy(out, off); // without the terminator
  out[off++] = 0x03;
  out[off++] = 0x64; // 'd'
  out[off++] = 0x00;
  off += Buffer.from(docBytes.buffer, docBytes.byteOffset, docBytes.length).copy(out, off);
  out[off++] = 0x00;
  out.writeInt32LE(payloadLength, HEADER); // the record document's own length prefix
  out.writeUInt32LE(payloadLength, 0);
  out.writeUInt32LE(crc32(out.subarray(HEADER)) >>> 0, 4);
  return out;
}

/** Reads framed records; stops at the first torn/corrupt one. Returns records and the good length. */
export function readRecords(buf: Buffer): { records: Doc[]; goodLength: number } {
  const records: Doc[] = [];
  let off = 0;
  while (off + HEADER <= buf.length) {
    const len = buf.readUInt32LE(off);
    const crc = buf.readUInt32LE(off + 4);
    if (len < 5 || off + HEADER + len > buf.length) break;
    const payload = buf.subarray(off + HEADER, off + HEADER + len);
    if ((crc32(payload) >>> 0) !== crc) break;
    let rec: Doc;
    try {
      rec = decode(payload);
    } catch {
      break;
    }
    records.push(rec);
    off += HEADER + len;
  }
  return { records, goodLength: off };
}

function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
  } catch {
    /* some platforms cannot fsync directories */
  }
}

/** Where a background compaction is (tests pause at a stage to look at the files a crash would leave). */
export type CompactionStage = 'rotated' | 'snapshot-written' | 'done';

export interface PersistenceOptions {
  compactBytes?: number;
  log?: (msg: string) => void;
  /** Awaited at each stage of a background compaction (tests only). */
  onCompactionStage?: (stage: CompactionStage) => void | Promise<void>;
}

/** The store as it was when a compaction began: what the snapshot holds. */
type StoreView = { db: string; c: string; opts: Doc; specs: Doc[]; docs: Doc[] }[];

/** Lists every collection, its indexes and its documents (references: stored documents are never mutated in place). */
function listStore(store: Store): StoreView {
  const view: StoreView = [];
  for (const [db, colls] of store.dbs) {
    for (const [name, c] of colls) {
      const specs = c.indexes.filter((ix) => ix.name !== '_id_').map((ix) => ix.spec as unknown as Doc);
      view.push({ db, c: name, opts: c.options, specs, docs: Array.from(c.docs.values()) });
    }
  }
  return view;
}

/** The records of a snapshot of `view`: the header, then per collection its creation, its indexes, its documents. */
function* snapshotRecords(view: StoreView, gen: number): Generator<Doc> {
  yield { o: 'hdr', gen };
  for (const v of view) {
    yield { o: 'createColl', db: v.db, c: v.c, opts: v.opts };
    for (const spec of v.specs) yield { o: 'createIndex', db: v.db, c: v.c, spec };
    let batch: Doc[] = [];
    let bytes = 0;
    for (const d of v.docs) {
      const s = BSON.calculateObjectSize(d);
      if (batch.length && bytes + s > PUTS_BYTES) {
        yield { o: 'puts', db: v.db, c: v.c, ds: batch };
        batch = [];
        bytes = 0;
      }
      batch.push(d);
      bytes += s;
    }
    if (batch.length) yield { o: 'puts', db: v.db, c: v.c, ds: batch };
  }
}

export class Persistence {
  private fd = -1;
  private gen = 0;
  private size = 0;
  private pending = new PendingRecords();
  /** The batch buffer whose write has landed, to be filled again (pending-records.ts). */
  private spare: PendingRecords | null = null;
  private scheduled: Promise<void> | null = null;
  private inflight: Promise<void> | null = null;
  private readonly compactBytes: number;
  /** The size of the last snapshot: compaction waits until the journal is at least as large (see maybeCompact). */
  private snapshotBytes = 0;
  private readonly dir: string;
  private closed = false;
  private dbLock: DbpathLock | null = null;
  /** The background compaction under way, if any. */
  private compacting: Promise<void> | null = null;
  /** A background compaction failed (a disk error): none is started again; the journal keeps everything, close compacts. */
  private compactionFailed = false;

  constructor(dir: string, private readonly store: Store, private readonly opts: PersistenceOptions = {}) {
    this.dir = path.resolve(dir);
    this.compactBytes = opts.compactBytes ?? 64 * 1024 * 1024;
  }

  private file(name: string): string { return path.join(this.dir, name); }

  /** Locks the dbpath, loads snapshot + journal into the store, and starts journaling. */
  async open(): Promise<{ snapshotRecords: number; journalRecords: number }> {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    ownerOnly(this.dir);
    this.dbLock = await lockDbpath(this.dir);
    try {
      return this.load();
    } catch (e) {
      await this.dbLock.release();
      throw e;
    }
  }

  private load(): { snapshotRecords: number; journalRecords: number } {
    let snapshotRecords = 0;
    let journalRecords = 0;
    let snapGen = 0;
    if (fs.existsSync(this.file(SNAPSHOT))) {
      const bytes = fs.readFileSync(this.file(SNAPSHOT));
      this.snapshotBytes = bytes.length;
      const { records } = readRecords(bytes);
      const [hdr, ...rest] = records;
      if (!hdr || hdr.o !== 'hdr') throw new Error(`corrupt snapshot in ${this.dir}`);
      snapGen = Number(hdr.gen);
      for (const r of rest) this.replay(r);
      snapshotRecords = rest.length;
    }
    this.gen = snapGen;
    const jpath = this.file(JOURNAL);
    let needHeader = true;
    if (fs.existsSync(jpath)) {
      const buf = fs.readFileSync(jpath);
      const { records, goodLength } = readRecords(buf);
      const [hdr, ...rest] = records;
      if (hdr && hdr.o === 'hdr' && Number(hdr.gen) >= snapGen) {
        this.gen = Number(hdr.gen);
        for (const r of rest) this.replay(r);
        journalRecords = rest.length;
        needHeader = false;
        if (goodLength < buf.length) {
          this.opts.log?.(`journal: dropped a torn tail of ${buf.length - goodLength} bytes`);
          fs.truncateSync(jpath, goodLength);
        }
        this.size = goodLength;
      }
    }
    // A background compaction stopped by a crash: the rotated journal holds what came after its rotation.
    const npath = this.file(NEXT_JOURNAL);
    let rotated = false;
    if (fs.existsSync(npath)) {
      const { records } = readRecords(fs.readFileSync(npath));
      const [hdr, ...rest] = records;
      if (hdr && hdr.o === 'hdr' && Number(hdr.gen) >= snapGen && Number(hdr.gen) > (needHeader ? -1 : this.gen)) {
        this.gen = Number(hdr.gen);
        for (const r of rest) this.replay(r);
        journalRecords += rest.length;
        rotated = true;
      }
    }
    // Always O_APPEND: writes land at the end even after compaction truncates the file.
    this.fd = fs.openSync(jpath, 'a', 0o600);
    if (needHeader) {
      fs.ftruncateSync(this.fd, 0);
      const h = frame({ o: 'hdr', gen: this.gen });
      fs.writeSync(this.fd, h);
      fs.fsyncSync(this.fd);
      fsyncDir(this.dir);
      this.size = h.length;
    }
    if (rotated) {
      // What the files hold is in the store now: written as one snapshot (newer than both journals), then the rotated
      // journal is removed — a crash in between leaves it older than the snapshot, so it is ignored.
      this.compactNow();
    }
    if (fs.existsSync(npath)) {
      fs.rmSync(npath);
      fsyncDir(this.dir);
    }
    this.store.onRecord = (r, docBytes) => this.append(r, docBytes);
    return { snapshotRecords, journalRecords };
  }

  private replay(r: Doc): void {
    try {
      this.store.replay(r as unknown as JournalRecord);
    } catch (e) {
      this.opts.log?.(`journal: skipped a record that failed to apply: ${(e as Error).message}`);
    }
  }

  private append(r: JournalRecord, docBytes?: Uint8Array): void {
    const b = docBytes && r.o === 'put' ? framePut(r as unknown as Doc, docBytes) : frame(r as unknown as Doc);
    this.pending.push(b);
    this.size += b.length;
  }

  /** Resolves once every record appended so far is on disk. */
  sync(): Promise<void> {
    if (this.pending.byteLength === 0) return this.inflight ?? Promise.resolve();
    if (!this.scheduled) {
      const before = this.inflight ?? Promise.resolve();
      const p: Promise<void> = before.catch(() => undefined).then(() => {
        this.scheduled = null;
        const batch = this.pending;
        this.pending = this.spare ?? new PendingRecords();
        this.spare = null;
        const run = this.writeAndSync(batch.bytes());
        this.inflight = run;
        return run.finally(() => {
          if (this.inflight === run) this.inflight = null;
          batch.clear();
          this.spare = batch;
        });
      });
      this.scheduled = p;
    }
    return this.scheduled;
  }

  private writeAndSync(buf: Buffer): Promise<void> {
    const fd = this.fd;
    return new Promise((resolve, reject) => {
      const writeFrom = (off: number) => {
        fs.write(fd, buf, off, buf.length - off, null, (e, n) => {
          if (e) return reject(e);
          if (off + n < buf.length) return writeFrom(off + n);
          fs.fdatasync(fd, (e2) => (e2 ? reject(e2) : resolve()));
        });
      };
      writeFrom(0);
    });
  }

  get journalSize(): number { return this.size; }

  /**
   * Starts a compaction once the journal has grown past `compactBytes` AND past the size of the last snapshot, and
   * returns at once: the snapshot is written beside the commands (see the file's comment). Waiting until the journal
   * is as large as the data keeps the work in proportion to what was written since (amortized): a large store is not
   * rewritten every 64 MB of journal.
   */
  async maybeCompact(): Promise<void> {
    if (this.compacting || this.closed || this.compactionFailed) return;
    if (this.size >= Math.max(this.compactBytes, this.snapshotBytes)) {
      const run = this.compactInBackground();
      this.compacting = run;
      void run
        .catch((e) => {
          this.compactionFailed = true;
          this.opts.log?.(`journal: a background compaction failed (the journal keeps everything): ${(e as Error).message}`);
        })
        .finally(() => { if (this.compacting === run) this.compacting = null; });
    }
  }

  /** Resolves when no background compaction is under way. */
  private async settled(): Promise<void> {
    while (this.compacting) await this.compacting.catch(() => undefined);
  }

  /** Writes a snapshot of the whole store and empties the journal (after any compaction under way). */
  async compact(): Promise<void> {
    await this.settled();
    await this.sync();
    this.compactNow();
  }

  /**
   * Must be called from a step of the command queue (maybeCompact is): rotates the journal and lists the store in that
   * step, then writes the snapshot while commands go on (see the file's comment).
   */
  private async compactInBackground(): Promise<void> {
    const gen = this.gen + 1;
    // 1. Rotation. Records not yet written go to the new journal (after the old one's in-flight write, which sync()
    // orders before them); the old journal is complete once that write lands.
    const npath = this.file(NEXT_JOURNAL);
    const nfd = fs.openSync(npath, 'w', 0o600);
    const h = frame({ o: 'hdr', gen });
    fs.writeSync(nfd, h);
    fs.fsyncSync(nfd);
    fsyncDir(this.dir);
    const oldFd = this.fd;
    const oldDone = this.inflight ?? Promise.resolve();
    this.fd = nfd;
    this.gen = gen;
    this.size = h.length + this.pending.byteLength;
    const view = listStore(this.store);
    await oldDone.catch(() => undefined);
    fs.closeSync(oldFd);
    await this.opts.onCompactionStage?.('rotated');

    // 2. The snapshot, in slices.
    const tmp = this.file(SNAPSHOT + '.tmp');
    const file = await fs.promises.open(tmp, 'w', 0o600);
    try {
      let chunk: Buffer[] = [];
      let sliceStart = performance.now();
      for (const rec of snapshotRecords(view, gen)) {
        chunk.push(frame(rec));
        if (performance.now() - sliceStart > SLICE_MS) {
          const out = Buffer.concat(chunk);
          chunk = [];
          await file.write(out); // the commands run while the bytes are written
          await new Promise((r) => setImmediate(r));
          sliceStart = performance.now();
        }
      }
      if (chunk.length) await file.write(Buffer.concat(chunk));
      await file.sync();
    } finally {
      await file.close();
    }
    fs.renameSync(tmp, this.file(SNAPSHOT));
    fsyncDir(this.dir);
    this.snapshotBytes = fs.statSync(this.file(SNAPSHOT)).size;
    await this.opts.onCompactionStage?.('snapshot-written');

    // 3. The rotated journal becomes the journal (the descriptor follows the file).
    fs.renameSync(npath, this.file(JOURNAL));
    fsyncDir(this.dir);
    await this.opts.onCompactionStage?.('done');
  }

  /** Writes a snapshot of the whole store and empties the journal, holding the event loop: startup and shutdown. */
  private compactNow(): void {
    const gen = this.gen + 1;
    const tmp = this.file(SNAPSHOT + '.tmp');
    const fd = fs.openSync(tmp, 'w', 0o600);
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const rec of snapshotRecords(listStore(this.store), gen)) {
        const b = frame(rec);
        chunk.push(b);
        chunkBytes += b.length;
        if (chunkBytes > BATCH_BYTES) {
          fs.writeSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
        }
      }
      if (chunk.length) fs.writeSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file(SNAPSHOT));
    fsyncDir(this.dir);
    this.snapshotBytes = fs.statSync(this.file(SNAPSHOT)).size;
    this.gen = gen;
    fs.ftruncateSync(this.fd, 0);
    const h = frame({ o: 'hdr', gen });
    fs.writeSync(this.fd, h);
    fs.fsyncSync(this.fd);
    this.size = h.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.compact();
    } finally {
      this.store.onRecord = null;
      fs.closeSync(this.fd);
      await this.dbLock?.release();
    }
  }
}

/**
 * The dbpath holds the user's data: the directory is made 0700 and every file already in it 0600 (a dbpath created
 * by an older version or under a 022 umask); files the server creates are opened 0600.
 */
export function ownerOnly(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    const st = fs.lstatSync(p);
    if ((st.isFile() || st.isSocket()) && (st.mode & 0o077) !== 0) fs.chmodSync(p, 0o600);
  }
}
