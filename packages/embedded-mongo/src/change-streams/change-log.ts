/**
 * The change log (the oplog's part that change streams read): one entry per change to the data, in tick order,
 * bounded by size and age. With a dbpath it is also appended to `changes.bin` (framed records, as the journal), after
 * the journal's sync has made the changes themselves durable, so a stream resumes across a restart and never sees a
 * change that a crash took back. The entries trimmed away raise the floor: resuming from before it is
 * ChangeStreamHistoryLost.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BSON, Long } from 'bson';
import { frame, readRecords } from '../journal';
import type { Doc } from '../values';
import type { StoreChange, TxnTag } from '../storage';
import { ClusterClock, Tick } from '../replset/cluster-clock';
import { describeUpdate, UpdateDescription } from './update-description';

export type ChangeOp = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase';

export interface ChangeEntry {
  tick: Tick;
  wall: Date;
  op: ChangeOp;
  db: string;
  coll?: string;
  /** The document's `_id` (documentKey). */
  id?: unknown;
  /** The version after (insert, replace; update when the collection keeps post-images). */
  post?: Doc;
  /** The version before (update, replace, delete when the collection keeps pre-images). */
  pre?: Doc;
  desc?: UpdateDescription;
  /** The multi-document transaction that made the change (its events carry lsid and txnNumber). */
  txn?: TxnTag;
  bytes: number;
}

export interface ChangeLogOptions {
  /** Entries are dropped, oldest first, past this many bytes (default 32 MB). */
  maxBytes?: number;
  /** ...and once older than this (default: no age limit). */
  maxAgeSeconds?: number;
}

const FILE = 'changes.bin';
export const DEFAULT_CHANGE_LOG_BYTES = 32 * 1024 * 1024;

const keepsImages = (opts: Doc): boolean => (opts.changeStreamPreAndPostImages as Doc | undefined)?.enabled === true;

export class ChangeLog {
  private entries: ChangeEntry[] = [];
  /** Index of the oldest live entry (trimming moves it instead of shifting the array each time). */
  private head = 0;
  private bytes = 0;
  /** Resuming after a tick below this is history lost. */
  floor: Tick;
  private waiters = new Set<() => void>();
  private fd = -1;
  private unwritten: Buffer[] = [];
  /** Bytes of the file's entries trimmed since it was last written afresh: past maxBytes it is (so at most ~2× maxBytes). */
  private trimmedSinceRewrite = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;

  constructor(private readonly clock: ClusterClock, opts: ChangeLogOptions = {}, private readonly dir?: string) {
    this.maxBytes = opts.maxBytes ?? DEFAULT_CHANGE_LOG_BYTES;
    this.maxAgeMs = opts.maxAgeSeconds ? opts.maxAgeSeconds * 1000 : Infinity;
    this.floor = clock.now;
    if (dir) this.load(dir);
  }

  private load(dir: string): void {
    const file = path.join(dir, FILE);
    if (fs.existsSync(file)) {
      const { records } = readRecords(fs.readFileSync(file));
      const [hdr, ...rest] = records;
      if (hdr?.o === 'hdr') this.floor = BigInt((hdr.floor as Long).toString());
      for (const r of rest) this.push(fromRecord(r), BSON.calculateObjectSize(r));
      this.clock.advanceTo(this.entries.length ? this.entries[this.entries.length - 1].tick : this.floor);
      this.clock.advanceTo(this.floor);
      this.trim();
    }
    this.rewrite();
  }

  /** Writes the file afresh: the header (floor) and the live entries. */
  private rewrite(): void {
    if (!this.dir) return;
    const file = path.join(this.dir, FILE);
    const tmp = `${file}.tmp`;
    const parts = [frame({ o: 'hdr', floor: Long.fromBigInt(this.floor) })];
    for (let i = this.head; i < this.entries.length; i++) parts.push(frame(toRecord(this.entries[i])));
    fs.writeFileSync(tmp, Buffer.concat(parts), { mode: 0o600 });
    fs.renameSync(tmp, file);
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = fs.openSync(file, 'a', 0o600);
    this.unwritten = [];
    this.trimmedSinceRewrite = 0;
  }

  /** Records a change to the data (a Store change listener). */
  record(ch: StoreChange): void {
    const wall = new Date();
    if (ch.op === 'dropDatabase') return this.append({ tick: this.clock.next(), wall, op: 'dropDatabase', db: ch.db, bytes: 0 });
    const { db, name: coll, options } = ch.c;
    const base = { wall, db, coll, bytes: 0, ...(ch.txn ? { txn: ch.txn } : {}) };
    const images = keepsImages(options);
    switch (ch.op) {
      case 'drop': return this.append({ ...base, tick: this.clock.next(), op: 'drop' });
      case 'insert': return this.append({ ...base, tick: this.clock.next(), op: 'insert', id: ch.doc._id, post: ch.doc });
      case 'delete': return this.append({ ...base, tick: this.clock.next(), op: 'delete', id: ch.old._id, pre: images ? ch.old : undefined });
      case 'update':
        if (ch.replacement) return this.append({ ...base, tick: this.clock.next(), op: 'replace', id: ch.doc._id, post: ch.doc, pre: images ? ch.old : undefined });
        return this.append({ ...base, tick: this.clock.next(), op: 'update', id: ch.doc._id, desc: describeUpdate(ch.old, ch.doc), post: images ? ch.doc : undefined, pre: images ? ch.old : undefined });
    }
  }

  private push(e: ChangeEntry, bytes: number): void {
    e.bytes = bytes;
    this.entries.push(e);
    this.bytes += bytes;
  }

  private append(e: ChangeEntry): void {
    const rec = frame(toRecord(e));
    this.push(e, rec.length);
    if (this.dir) this.unwritten.push(rec);
    this.trim();
    for (const w of this.waiters) w();
    this.waiters.clear();
  }

  private trim(): void {
    const oldest = Date.now() - this.maxAgeMs;
    while (this.head < this.entries.length - 1 && (this.bytes > this.maxBytes || this.entries[this.head].wall.getTime() < oldest)) {
      const e = this.entries[this.head++];
      this.bytes -= e.bytes;
      this.floor = e.tick;
      this.trimmedSinceRewrite += e.bytes;
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  /** Appends the entries recorded since the last flush to the file (called once the journal has synced). */
  flush(): void {
    if (!this.dir || this.fd < 0) return;
    if (this.trimmedSinceRewrite > this.maxBytes) return this.rewrite();
    if (!this.unwritten.length) return;
    fs.writeSync(this.fd, this.unwritten.length === 1 ? this.unwritten[0] : Buffer.concat(this.unwritten));
    this.unwritten = [];
  }

  close(): void {
    this.flush();
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
    for (const w of this.waiters) w();
  }

  get latest(): Tick { return this.entries.length > this.head ? this.entries[this.entries.length - 1].tick : this.floor; }

  /** The index of the first live entry after `tick`. */
  indexAfter(tick: Tick): number {
    let lo = this.head;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid].tick <= tick) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  at(i: number): ChangeEntry | undefined { return this.entries[i]; }
  get end(): number { return this.entries.length; }

  /** The entry at exactly `tick`, if still in the log. */
  find(tick: Tick): ChangeEntry | undefined {
    const e = this.entries[this.indexAfter(tick - 1n)];
    return e && e.tick === tick ? e : undefined;
  }

  /** Ends every wait now (the server is shutting down: the waiting getMores answer at once). */
  wakeAll(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Resolves at the next append (or after `ms`): a waiting getMore is woken by a write instead of polling. */
  waitForChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(t); this.waiters.delete(done); resolve(); };
      const t = setTimeout(done, Math.max(0, ms));
      this.waiters.add(done);
    });
  }
}

function toRecord(e: ChangeEntry): Doc {
  const r: Doc = { t: Long.fromBigInt(e.tick), w: e.wall, op: e.op, db: e.db };
  if (e.coll !== undefined) r.c = e.coll;
  if (e.id !== undefined) r.k = { _id: e.id };
  if (e.post) r.post = e.post;
  if (e.pre) r.pre = e.pre;
  if (e.desc) r.u = e.desc;
  if (e.txn) r.x = { l: e.txn.lsid, n: e.txn.txnNumber };
  return r;
}

function fromRecord(r: Doc): ChangeEntry {
  return {
    tick: BigInt((r.t as Long).toString()),
    wall: r.w as Date,
    op: r.op as ChangeOp,
    db: r.db as string,
    coll: r.c as string | undefined,
    id: (r.k as Doc | undefined)?._id,
    post: r.post as Doc | undefined,
    pre: r.pre as Doc | undefined,
    desc: r.u as UpdateDescription | undefined,
    ...(r.x ? { txn: { lsid: (r.x as Doc).l as Doc, txnNumber: Number((r.x as Doc).n) } } : {}),
    bytes: 0,
  };
}
