/**
 * A transaction's own view of the data: a Store whose collections are copied from the snapshot the transaction
 * started from, the first time the transaction names them. The copy is the collection as it is now with the
 * versions that others changed since the start put back (Transaction.preserved), so every collection reads as at the
 * start, and the transaction's writes go to the copies only. Stored versions are never mutated in place, so a copy
 * shares the documents' contents and copies only their top level (the store stamps each version it holds).
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
    const docs = new Map(src.docs);
    if (kept) for (const [k, d] of kept) { if (d) docs.set(k, d); else docs.delete(k); }
    this.replay({ o: 'createColl', db: src.db, c: src.name, opts: src.options });
    for (const ix of src.indexes) if (ix.name !== '_id_') this.replay({ o: 'createIndex', db: src.db, c: src.name, spec: ix.spec });
    this.replay({ o: 'puts', db: src.db, c: src.name, ds: Array.from(docs.values(), (d) => ({ ...d })) });
    super.getCollection(src.db, src.name)?.orderedIndexes();
  }
}
