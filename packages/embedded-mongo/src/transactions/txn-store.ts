/**
 * A transaction's own view of the data: a Store whose collections are snapshots of those that existed when the
 * transaction started, made the first time the transaction names them (snapshot-collection.ts). A snapshot is a view
 * over the live collection with the versions others changed since the start put back (Transaction.preserved) and the
 * transaction's own writes laid over it; its cost grows with what changed, not with the collection's size.
 */
import { Collection, Store } from '../storage';
import type { Doc } from '../values';
import { snapshotCollection } from './snapshot-collection';

export interface SnapshotSource {
  /** The collection objects that existed when the transaction started, by namespace. */
  startColls: Map<string, Collection>;
  /** Per namespace, the versions (null: absent) others replaced since the start: the first change of each wins. */
  preserved: Map<string, Map<string, Doc | null>>;
}

export class TxnStore extends Store {
  private readonly named = new Set<string>();

  constructor(private readonly source: SnapshotSource) {
    super();
  }

  override getCollection(db: string, name: string): Collection | undefined {
    const ns = `${db}.${name}`;
    if (!this.named.has(ns)) {
      this.named.add(ns);
      const src = this.source.startColls.get(ns);
      // A collection that did not exist at the start (it may have been created since) is not seen.
      if (src) this.adopt(snapshotCollection(src, () => this.source.preserved.get(ns)));
    }
    return super.getCollection(db, name);
  }
}
