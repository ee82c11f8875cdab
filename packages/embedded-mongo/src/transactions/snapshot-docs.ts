/**
 * A transaction's snapshot of a collection's documents and unique keys, as views over the live collection rather than
 * copies of it: what a view costs grows with what changed since the transaction started (its own writes, and the
 * versions others replaced, kept in `preserved`), not with the size of the collection.
 *
 * A document's version in the snapshot is the transaction's own (null: it deleted it), else the one preserved for it
 * (null: it did not exist at the start), else the live one.
 */
import type { DocMap } from '../storage';
import type { Index, KeyOwners } from '../indexes';
import type { Doc } from '../values';
import { seqOf } from '../stored-stamp';

export class SnapshotDocs implements DocMap {
  /** The transaction's own versions by _id key (null: deleted by it). */
  readonly own = new Map<string, Doc | null>();
  /** Counts the own writes: the snapshot's index views rebuild their few entries when it (or `preserved`) grows. */
  ownWrites = 0;

  constructor(readonly live: DocMap, private readonly preservedOf: () => Map<string, Doc | null> | undefined) {}

  /** The versions others replaced since the start (null: absent at the start), by _id key. */
  get preserved(): Map<string, Doc | null> | undefined { return this.preservedOf(); }

  /** The snapshot's version of a document that differs from the live one (null: absent), or undefined when it does not. */
  changedVersion(idKey: string): Doc | null | undefined {
    const own = this.own.get(idKey);
    if (own !== undefined) return own;
    return this.preserved?.get(idKey);
  }

  /** Every _id key whose version here differs from the live one, with the version here (null: absent). */
  changed(): Map<string, Doc | null> {
    const out = new Map<string, Doc | null>(this.preserved ?? []);
    for (const [k, v] of this.own) out.set(k, v);
    return out;
  }

  get(idKey: string): Doc | undefined {
    const v = this.changedVersion(idKey);
    return v === undefined ? this.live.get(idKey) : (v ?? undefined);
  }

  has(idKey: string): boolean { return this.get(idKey) !== undefined; }

  set(idKey: string, doc: Doc): this {
    this.own.set(idKey, doc);
    this.ownWrites++;
    return this;
  }

  delete(idKey: string): boolean {
    if (!this.has(idKey)) return false;
    this.own.set(idKey, null);
    this.ownWrites++;
    return true;
  }

  get size(): number {
    let n = this.live.size;
    for (const [k, v] of this.changed()) n += (v ? 1 : 0) - (this.live.has(k) ? 1 : 0);
    return n;
  }

  /** In natural order: the live documents with the snapshot's versions in their place, the others merged in by sequence. */
  *[Symbol.iterator](): Generator<[string, Doc]> {
    const changed = this.changed();
    const apart: [string, Doc][] = [];
    for (const [k, v] of changed) if (v && !this.live.has(k)) apart.push([k, v]);
    apart.sort((a, b) => seqOf(a[1]) - seqOf(b[1]));
    let j = 0;
    for (const [k, d] of this.live) {
      const v = changed.has(k) ? changed.get(k) : d;
      if (!v) continue;
      const seq = seqOf(v);
      while (j < apart.length && seqOf(apart[j][1]) < seq) yield apart[j++];
      yield [k, v];
    }
    while (j < apart.length) yield apart[j++];
  }

  *values(): Generator<Doc> {
    for (const [, d] of this) yield d;
  }
}

/**
 * A unique index's keys in the snapshot: the transaction's own additions and removals (kept as Store.insert / replace /
 * remove make them), else the live owner unless its version here differs, else a preserved version holding the key.
 */
export class SnapshotKeys implements KeyOwners {
  private readonly own = new Map<string, string | null>();

  constructor(private readonly live: Index, private readonly docs: SnapshotDocs) {}

  get(key: string): string | undefined {
    const own = this.own.get(key);
    if (own !== undefined) return own ?? undefined;
    const owner = this.live.entries.get(key);
    if (owner !== undefined && this.docs.changedVersion(owner) === undefined) return owner;
    for (const [idKey, before] of this.docs.preserved ?? []) {
      if (before && !this.docs.own.has(idKey) && this.live.keysOf(before).includes(key)) return idKey;
    }
    return undefined;
  }

  set(key: string, idKey: string): this {
    this.own.set(key, idKey);
    return this;
  }

  delete(key: string): boolean {
    if (this.get(key) === undefined) return false;
    this.own.set(key, null);
    return true;
  }

  *[Symbol.iterator](): Generator<[string, string]> {
    const seen = new Set<string>();
    const candidates = function* (this: SnapshotKeys): Generator<[string, string]> {
      yield* this.live.entries;
      for (const [idKey, before] of this.docs.preserved ?? []) if (before) for (const k of this.live.keysOf(before)) yield [k, idKey];
      for (const [k, idKey] of this.own) if (idKey !== null) yield [k, idKey];
    }.call(this);
    for (const [k, idKey] of candidates) {
      if (seen.has(k) || this.get(k) !== idKey) continue;
      seen.add(k);
      yield [k, idKey];
    }
  }
}
