/**
 * A transaction's snapshot of an ordered index: a view over the live index rather than a copy of it. A read walks the
 * live entries, skipping the live versions of the documents whose version here differs (SnapshotDocs.changed), and
 * merges in, in index order, the entries of the versions here: a handful per transaction, sorted once per change.
 */
import { IndexTree, type Entry, type TreeView } from '../index-tree';
import { withoutCollation } from '../collation';
import { seqOf } from '../stored-stamp';
import type { Doc } from '../values';
import type { SnapshotDocs } from './snapshot-docs';

export class SnapshotTree extends IndexTree {
  private cache?: { key: string; extra: Entry[]; irregular: Map<string, Doc> };

  constructor(private readonly live: IndexTree, private readonly docs: SnapshotDocs) {
    super(live.fields, live.dirs, live.partial, live.sparse);
  }

  // The live tree is built when the snapshot is made (snapshot-collection.ts) and the writes of the transaction land in
  // SnapshotDocs, from which the entries here are derived: nothing to build or maintain.
  override get built(): boolean { return true; }
  override build(): void {}
  override add(): void {}
  override remove(): void {}

  override get multikey(): boolean { return this.live.multikey || this.sawArray; }

  override get irregular(): ReadonlyMap<string, Doc> {
    const changed = this.docs.changed();
    const own = this.versionsHere(changed).irregular;
    if (!this.live.irregular.size) return own;
    const out = new Map<string, Doc>();
    for (const [k, d] of this.live.irregular) if (!changed.has(k)) out.set(k, d);
    for (const [k, d] of own) out.set(k, d);
    return out;
  }

  override get list(): Entry[] { return this.live.list; }

  override readView(): TreeView {
    const changed = this.docs.changed();
    if (!changed.size) return { list: this.live.list };
    const { extra } = this.versionsHere(changed);
    const hidden = new Set<Doc>();
    const hiddenEntries: Entry[] = [];
    withoutCollation(() => {
      for (const k of changed.keys()) {
        const d = this.docs.live.get(k);
        if (!d) continue;
        hidden.add(d);
        for (const e of this.keysOf(d, seqOf(d)).entries) hiddenEntries.push(e);
      }
      hiddenEntries.sort(this.compare);
    });
    return { list: this.live.list, extra, hidden, hiddenEntries };
  }

  /** The sorted entries (and irregular documents) of the versions here that differ from the live ones. */
  private versionsHere(changed: Map<string, Doc | null>): { extra: Entry[]; irregular: Map<string, Doc> } {
    const key = `${this.docs.ownWrites}:${this.docs.preserved?.size ?? 0}`;
    if (this.cache?.key === key) return this.cache;
    const extra: Entry[] = [];
    const irregular = new Map<string, Doc>();
    withoutCollation(() => {
      for (const [k, v] of changed) {
        if (!v) continue;
        const r = this.keysOf(v, seqOf(v));
        if (r.irregular) irregular.set(k, v);
        for (const e of r.entries) extra.push(e);
      }
      extra.sort(this.compare);
    });
    this.cache = { key, extra, irregular };
    return this.cache;
  }
}
