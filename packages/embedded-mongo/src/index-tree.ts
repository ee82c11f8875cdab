/**
 * The ordered entries of a b-tree-like index (ascending/descending fields, single or compound), kept as a sorted
 * array so that the planner can find exact bounds with a binary search and walk them in either direction.
 *
 * One entry per index key a document produces: arrays on an indexed path give one entry per element (multikey), a
 * missing path or an empty array gives `null`. Entries sort by their key values (per field, in the field's
 * direction, by mongod's BSON order without collation) and then by the document's insertion sequence, so equal keys
 * come in natural order. Documents whose indexed path crosses an array of arrays, or uses a numeric path component,
 * cannot be described by element keys: they are kept apart as "irregular" and every indexed read includes them
 * (the matcher then decides), so an indexed answer never misses a document a collection scan would return.
 *
 * Entries are built when an index is created, and for every index once at the end of a load (storage.ts); from then
 * on every write through the Store (insert, replace, remove) maintains them. Added entries wait in a small unsorted
 * buffer until the next read or removal: a few are put in place one by one (binary search), many (a bulk insert) are
 * sorted and merged in one pass, so loading a large collection does not pay a search and a shift per document.
 */
import type { Matcher } from './query';
import { Doc, compareValues, getOwn, toNumber } from './values';
import { withoutCollation } from './collation';
import { seqOf } from './stored-stamp';

/**
 * One index key of one document: the document (`d`), its insertion sequence (`s`) and the key's values, the first four
 * inline (`k0`–`k3`), any more in `more`. One object per entry, of one shape for every index: a year of a restaurant's
 * orders puts millions of entries in memory, and a key array of its own made each entry three objects for the
 * collector to trace instead of one (docs/embedded-mongo.md).
 */
export class Entry {
  constructor(
    readonly d: Doc,
    readonly s: number,
    readonly k0: unknown,
    readonly k1: unknown,
    readonly k2: unknown,
    readonly k3: unknown,
    readonly more: unknown[] | null,
  ) {}
}

const entryOf = (k: unknown[], d: Doc, s: number): Entry => new Entry(d, s, k[0], k[1], k[2], k[3], k.length > 4 ? k.slice(4) : null);

/** The entry's value for the index's i-th field. */
export function keyAt(e: Entry, i: number): unknown {
  switch (i) {
    case 0: return e.k0;
    case 1: return e.k1;
    case 2: return e.k2;
    case 3: return e.k3;
    default: return e.more![i - 4];
  }
}

const MAX_KEYS_PER_DOC = 10000;
/** Added entries buffered up to this many before they are merged in (see the file comment). */
const PENDING_MAX = 4096;
/** Up to this many buffered entries are put in place one by one; more are sorted and merged. */
const SPLICE_MAX = 64;

/** Does the index's key pattern describe an ordered (1 / -1) index the planner can use? */
export function orderedDirections(key: Doc): number[] | undefined {
  const dirs: number[] = [];
  for (const v of Object.values(key)) {
    const n = toNumber(v);
    if (n !== 1 && n !== -1) return undefined;
    dirs.push(n);
  }
  return dirs;
}

interface Extracted { values: unknown[]; array: boolean; irregular: boolean }

/** Values of a dotted path as index keys: array elements one level deep; flags arrays and irregular shapes. */
function extract(doc: Doc, path: string): Extracted {
  const parts = path.split('.');
  const out: Extracted = { values: [], array: false, irregular: parts.some((p) => /^\d+$/.test(p)) };
  const walk = (cur: unknown, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(cur)) {
        out.array = true;
        if (cur.length === 0) out.values.push(null);
        for (const x of cur) {
          if (Array.isArray(x)) out.irregular = true;
          out.values.push(x === undefined ? null : x);
        }
      } else out.values.push(cur === undefined ? null : cur);
      return;
    }
    if (Array.isArray(cur)) {
      out.array = true;
      if (cur.length === 0) { out.values.push(null); return; }
      for (const el of cur) {
        if (Array.isArray(el)) out.irregular = true;
        else if (el !== null && typeof el === 'object') walk(el, i);
        else out.values.push(null);
      }
      return;
    }
    if (cur === null || typeof cur !== 'object') { out.values.push(null); return; }
    walk(getOwn(cur, parts[i]), i + 1);
  };
  walk(doc, 0);
  return out;
}

/**
 * What a read walks: the sorted entries, and for a transaction's snapshot (transactions/snapshot-tree.ts) the entries
 * of its own and preserved versions (`extra`, sorted) to merge in, and the live versions they stand for (`hidden`, with
 * their entries) to skip.
 */
export interface TreeView { list: Entry[]; extra?: Entry[]; hidden?: Set<Doc>; hiddenEntries?: Entry[] }

export class IndexTree {
  /** Sorted entries; null until built. */
  private entries: Entry[] | null = null;
  /** Entries added since the last read, not yet in `entries` (unsorted). */
  private pending: Entry[] = [];
  /** Documents the keys cannot describe (see the file comment), by _id key. */
  protected readonly irregularDocs = new Map<string, Doc>();
  /** Sticky, as mongod's: once a document put an array on an indexed path. */
  protected sawArray = false;

  constructor(readonly fields: string[], readonly dirs: number[], readonly partial: Matcher | undefined, readonly sparse: boolean) {}

  get built(): boolean { return this.entries !== null; }
  get multikey(): boolean { return this.sawArray; }
  get irregular(): ReadonlyMap<string, Doc> { return this.irregularDocs; }
  /** The entries a read walks (see TreeView). */
  readView(): TreeView { return { list: this.list }; }

  /** Entries for one document (empty when a partial or sparse index leaves it out). */
  keysOf(doc: Doc, seq: number): { entries: Entry[]; irregular: boolean } {
    if (this.partial && !this.partial.test(doc)) return { entries: [], irregular: false };
    const per: unknown[][] = [];
    let irregular = false;
    let allMissing = true;
    for (const f of this.fields) {
      const x = extract(doc, f);
      if (x.array) this.sawArray = true;
      if (x.irregular) irregular = true;
      if (x.values.some((v) => v !== null)) allMissing = false;
      per.push(dedupe(x.values));
    }
    if (this.sparse && allMissing) return { entries: [], irregular: false };
    let keys: unknown[][] = [[]];
    for (const vals of per) {
      const next: unknown[][] = [];
      for (const k of keys) for (const v of vals) next.push([...k, v]);
      keys = next.slice(0, MAX_KEYS_PER_DOC);
    }
    return { entries: keys.map((k) => entryOf(k, doc, seq)), irregular };
  }

  compare = (a: Entry, b: Entry): number => {
    for (let i = 0; i < this.dirs.length; i++) {
      const c = compareValues(keyAt(a, i), keyAt(b, i));
      if (c !== 0) return c * this.dirs[i];
    }
    return a.s - b.s;
  };

  /** Builds the entries from every document of the collection (first use, restart, createIndex). */
  build(docs: Iterable<[string, Doc]>): void {
    withoutCollation(() => {
      const all: Entry[] = [];
      this.irregularDocs.clear();
      for (const [idKey, d] of docs) {
        const r = this.keysOf(d, seqOf(d));
        if (r.irregular) this.irregularDocs.set(idKey, d);
        for (const e of r.entries) all.push(e);
      }
      all.sort(this.compare);
      this.entries = all;
      this.pending = [];
    });
  }

  /** Sorted entries (built), the buffered additions merged in. */
  get list(): Entry[] {
    if (this.pending.length) withoutCollation(() => this.settle());
    return this.entries!;
  }

  /** Puts the buffered entries in place: one by one when few, by a sort and a merge when many. */
  private settle(): void {
    const add = this.pending;
    if (!add.length) return;
    this.pending = [];
    const list = this.entries!;
    if (add.length <= SPLICE_MAX) {
      for (const e of add) list.splice(this.position(e), 0, e);
      return;
    }
    // Sorted, then merged into the same array from its end: each new entry's place found by a binary search below the
    // previous one's, the existing entries above it moved up in one run. A merge comparing every entry would cost a whole
    // pass each time; a new array would leave the old one (8 bytes an entry: 6 MB at 730,000) to the collector each time.
    add.sort(this.compare);
    let end = list.length;
    for (const e of add) list.push(e); // the room at the end, overwritten below
    let k = list.length;
    for (let j = add.length - 1; j >= 0; j--) {
      const at = this.position(add[j], 0, end);
      while (end > at) list[--k] = list[--end];
      list[--k] = add[j];
    }
  }

  private position(e: Entry, from = 0, to = this.entries!.length): number {
    const list = this.entries!;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(list[mid], e) < 0) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  add(doc: Doc, idKey: string, seq: number): void {
    if (!this.entries) return;
    withoutCollation(() => {
      const r = this.keysOf(doc, seq);
      if (r.irregular) this.irregularDocs.set(idKey, doc);
      for (const e of r.entries) this.pending.push(e);
      if (this.pending.length >= PENDING_MAX) this.settle();
    });
  }

  remove(doc: Doc, idKey: string, seq: number): void {
    if (!this.entries) return;
    withoutCollation(() => {
      this.settle();
      if (this.irregularDocs.get(idKey) === doc) this.irregularDocs.delete(idKey);
      for (const e of this.keysOf(doc, seq).entries) {
        const list = this.entries!;
        let i = this.position(e);
        while (i < list.length && list[i].d !== doc && this.compare(list[i], e) === 0) i++;
        if (i < list.length && list[i].d === doc) list.splice(i, 1);
      }
    });
  }
}

function dedupe(vals: unknown[]): unknown[] {
  if (vals.length < 2) return vals;
  const out: unknown[] = [];
  for (const v of vals) if (!out.some((o) => compareValues(o, v) === 0)) out.push(v);
  return out;
}
