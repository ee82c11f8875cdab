/**
 * Applies a transaction's writes to the store as one unit: the journal gets them as ONE record (a crash leaves all or
 * none), change streams and the other transactions' snapshots hear of them only once all are applied, and if one is
 * refused (a unique key another client took since the snapshot) the ones applied are put back and nothing is heard.
 */
import type { JournalRecord, Store, StoreChange } from '../storage';
import type { Doc } from '../values';
import { MongoCommandError } from '../errors';
import { Transaction, writeConflict } from './transaction';

export function commitTransaction(store: Store, txn: Transaction): void {
  const records: JournalRecord[] = [];
  const heard: StoreChange[] = [];
  const journal = store.onRecord;
  const listeners = store.changeListeners.splice(0);
  store.onRecord = (r) => records.push(r);
  store.changeListeners.push((ch) => heard.push(ch));
  const undo: (() => void)[] = [];
  try {
    for (const w of txn.writes.values()) {
      const c = store.ensureCollection(w.db, w.coll);
      const cur = c.docs.get(w.idKey);
      if (w.doc === null) {
        if (cur) { store.remove(c, cur); undo.push(() => store.insert(c, cur)); }
      } else if (cur) {
        const next = w.doc;
        store.replace(c, cur, next, undefined, w.first === 'replace');
        undo.push(() => store.replace(c, c.docs.get(w.idKey)!, cur));
      } else {
        const inserted = store.insert(c, w.doc);
        undo.push(() => store.remove(c, inserted));
      }
    }
  } catch (e) {
    store.onRecord = null;
    for (const u of undo.reverse()) u();
    throw e instanceof MongoCommandError && e.code === 11000 ? writeConflict() : e;
  } finally {
    store.onRecord = journal;
    store.changeListeners.length = 0;
    store.changeListeners.push(...listeners);
  }
  if (records.length) journal?.({ o: 'txn', ops: records });
  // Heard as the transaction's: a change stream's events of it carry its lsid and txnNumber.
  const txnTag = { lsid: txn.lsid, txnNumber: txn.txnNumber };
  for (const ch of heard) for (const l of listeners) l({ ...ch, txn: txnTag });
}

export type { Doc };
