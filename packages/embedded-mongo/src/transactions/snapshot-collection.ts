/**
 * A transaction's snapshot of one collection: the same Collection shape the commands read and the Store writes, its
 * documents, unique keys and ordered indexes views over the live ones (snapshot-docs.ts, snapshot-tree.ts).
 */
import { Collection } from '../storage';
import { Index } from '../indexes';
import type { Doc } from '../values';
import { SnapshotDocs, SnapshotKeys } from './snapshot-docs';
import { SnapshotTree } from './snapshot-tree';

class SnapshotCollection extends Collection {
  /** The live index each of this view's indexes reads. */
  readonly liveIndex = new Map<Index, Index>();

  constructor(private readonly src: Collection, docs: SnapshotDocs) {
    super(src.db, src.name, src.options, docs);
  }

  /** Less an index dropped since (its live entries are no longer kept): the planner then reads another way. */
  override orderedIndexes(): Index[] {
    return super.orderedIndexes().filter((ix) => this.src.indexes.includes(this.liveIndex.get(ix)!));
  }
}

export function snapshotCollection(src: Collection, preserved: () => Map<string, Doc | null> | undefined): Collection {
  src.orderedIndexes(); // the live trees built (once) before views walk them
  const docs = new SnapshotDocs(src.docs, preserved);
  const c = new SnapshotCollection(src, docs);
  for (const ix of src.indexes) {
    if (ix.name === '_id_') continue;
    const view = new Index(ix.spec, c.ns, { entries: new SnapshotKeys(ix, docs), tree: ix.tree && new SnapshotTree(ix.tree, docs) });
    c.indexes.push(view);
    c.liveIndex.set(view, ix);
  }
  c.continueSeq(src);
  return c;
}
