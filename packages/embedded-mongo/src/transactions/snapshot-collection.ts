/**
 * A transaction's snapshot of one collection: the same Collection shape the commands read and the Store writes, its
 * documents, unique keys and ordered indexes views over the live ones (snapshot-docs.ts, snapshot-tree.ts).
 */
import { Collection } from '../storage';
import { Index } from '../indexes';
import type { Doc } from '../values';
import { SnapshotDocs, SnapshotKeys } from './snapshot-docs';
import { SnapshotTree } from './snapshot-tree';

export function snapshotCollection(src: Collection, preserved: () => Map<string, Doc | null> | undefined): Collection {
  src.orderedIndexes(); // the live trees built (once) before views walk them
  const docs = new SnapshotDocs(src.docs, preserved);
  const c = new Collection(src.db, src.name, src.options, docs);
  for (const ix of src.indexes) {
    if (ix.name === '_id_') continue;
    c.indexes.push(new Index(ix.spec, c.ns, { entries: new SnapshotKeys(ix, docs), tree: ix.tree && new SnapshotTree(ix.tree, docs) }));
  }
  c.continueSeq(src);
  return c;
}
