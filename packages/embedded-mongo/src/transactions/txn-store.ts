/**
 * A transaction's own view of the data: a Store whose collections are copied from the snapshot the transaction
 * started from, the first time the transaction names them. The copy is the collection as it is now with the
 * versions that others changed since the start put back (Transaction.preserved), so every collection reads as at the
 * start, and the transaction's writes go to the copies only. Stored versions are never mutated in place, so a copy
 * shares them and copies the maps and index lists that lead to them (Store.adoptCopy): O(documents) per collection a
 * transaction names, without serialising or sorting anything.
 */
import { Collection, Store } from '../storage';
import type { Doc } from '../values';

export interface SnapshotSource {
  /** The collection objects that existed when the transaction started, by namespace. */
  startColls: Map<string, Collection>;
  /** Per namespace, the versions (null: absent) others replaced since the start: the first change of each wins. */
  preserved: Map<string, Map<string, Doc | null>>;
}

export class TxnStore extends Store {
  private readonly copied = new Set<string>();

  constructor(private readonly source: SnapshotSource) {
    super();
  }

  override getCollection(db: string, name: string): Collection | undefined {
    const ns = `${db}.${name}`;
    if (!this.copied.has(ns)) {
      this.copied.add(ns);
      this.copy(ns);
    }
    return super.getCollection(db, name);
  }

  private copy(ns: string): void {
    const src = this.source.startColls.get(ns);
    const kept = this.source.preserved.get(ns);
    if (!src) return; // the collection did not exist at the start (it may have been created since: not seen)
    this.adoptCopy(src, kept);
  }
}
