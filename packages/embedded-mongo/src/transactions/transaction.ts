/**
 * One multi-document transaction: its snapshot (TxnStore), the documents it wrote (their final versions, applied to
 * the store at commit), and its state. Write conflicts are found at write time, as mongod finds them: writing a
 * document that another open transaction wrote, or that changed after this one's snapshot, is WriteConflict (112) with
 * the TransientTransactionError label, and aborts the transaction.
 */
import { err, MongoCommandError } from '../errors';
import type { Collection, Store, StoreChange } from '../storage';
import { valueKey, type Doc } from '../values';
import { TxnStore } from './txn-store';

export type TxnState = 'inProgress' | 'committed' | 'aborted';

/** The final version of a document the transaction wrote (null: deleted), and the kind of its first write. */
export interface TxnWrite { db: string; coll: string; idKey: string; doc: Doc | null; first: 'insert' | 'update' | 'replace' | 'delete' }

export const transientError = (code: number, msg: string): MongoCommandError => err(code, msg, { errorLabels: ['TransientTransactionError'] });

export const writeConflict = (): MongoCommandError =>
  transientError(112, 'Caused by :: Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.');

export class Transaction {
  state: TxnState = 'inProgress';
  /** Why it was aborted by the server (a conflict): the next command of the transaction answers it. */
  abortReason?: MongoCommandError;
  readonly startedAt = Date.now();
  readonly startColls = new Map<string, Collection>();
  readonly preserved = new Map<string, Map<string, Doc | null>>();
  readonly view: TxnStore;
  /** ns + idKey → the write, in the order of first writes. */
  readonly writes = new Map<string, TxnWrite>();

  constructor(main: Store, readonly txnNumber: number, private readonly locks: Map<string, Transaction>, readonly lsid: Doc = {}) {
    for (const [db, colls] of main.dbs) for (const [name, c] of colls) this.startColls.set(`${db}.${name}`, c);
    this.view = new TxnStore(this);
    this.view.changeListeners.push((ch) => this.onOwnWrite(ch));
  }

  get open(): boolean { return this.state === 'inProgress'; }

  /** A change committed by someone else: the version it replaced is kept for this snapshot (the first one only). */
  preserve(c: Collection, idKey: string, before: Doc | null): void {
    const ns = c.ns;
    let m = this.preserved.get(ns);
    if (!m) { m = new Map(); this.preserved.set(ns, m); }
    if (!m.has(idKey)) m.set(idKey, before);
  }

  private onOwnWrite(ch: StoreChange): void {
    if (ch.op === 'drop' || ch.op === 'dropDatabase') throw err(263, 'Cannot drop a collection in a multi-document transaction.');
    const doc = ch.op === 'delete' ? ch.old : ch.doc;
    const idKey = valueKey(doc._id);
    const key = `${ch.c.ns}\u0000${idKey}`;
    const holder = this.locks.get(key);
    if ((holder && holder !== this) || this.preserved.get(ch.c.ns)?.has(idKey)) {
      const e = writeConflict();
      this.abort(e);
      throw e;
    }
    this.locks.set(key, this);
    const prev = this.writes.get(key);
    const kind = ch.op === 'update' ? (ch.replacement ? 'replace' : 'update') : ch.op;
    this.writes.set(key, { db: ch.c.db, coll: ch.c.name, idKey, doc: ch.op === 'delete' ? null : doc, first: prev?.first ?? kind });
  }

  /** Ends it (a conflict, abortTransaction, a timeout): its locks go, its writes are dropped. */
  abort(reason?: MongoCommandError): void {
    if (this.state !== 'inProgress') return;
    this.state = 'aborted';
    this.abortReason = reason;
    this.releaseLocks();
  }

  releaseLocks(): void {
    for (const [k, t] of this.locks) if (t === this) this.locks.delete(k);
  }
}
