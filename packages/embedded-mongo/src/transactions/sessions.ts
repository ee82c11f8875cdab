/**
 * Logical sessions on the replica set: multi-document transactions (lsid + txnNumber + autocommit:false,
 * startTransaction, commitTransaction, abortTransaction) and retryable writes (a plain write with a txnNumber is
 * answered once; its retry gets the first answer again).
 */
import { Binary } from 'bson';
import { err } from '../errors';
import type { Store, StoreChange } from '../storage';
import { Doc, isPlainObject, valueKey } from '../values';
import { commitTransaction } from './commit';
import { Transaction, transientError } from './transaction';

/** How long a transaction may stay open (mongod's transactionLifetimeLimitSeconds: 60). */
export const TRANSACTION_LIFETIME_MS = 60_000;

/** The commands a transaction may run (mongod's list, less the DDL this server keeps out of transactions). */
const IN_TRANSACTION = new Set(['find', 'getMore', 'killCursors', 'insert', 'update', 'delete', 'findAndModify', 'findandmodify',
  'aggregate', 'distinct', 'commitTransaction', 'abortTransaction']);
const RETRYABLE = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

interface Session {
  txnNumber: number;
  txn?: Transaction;
  /** The reply to the retryable write with `txnNumber`, for its retry. */
  retryReply?: Doc;
}

/** What the server does with a command, decided before it runs. */
export type Route =
  | { kind: 'plain' }
  | { kind: 'answer'; reply: Doc }
  | { kind: 'transaction'; txn: Transaction }
  | { kind: 'retryable'; remember: (reply: Doc) => void };

const noSuchTransaction = (n: number) => transientError(251, `Transaction with { txnNumber: ${n} } has been aborted.`);

/** serverStatus.transactions, as mongod counts them: started, committed, aborted (by the client, a conflict or a timeout). */
export interface TransactionCounts { totalStarted: number; totalCommitted: number; totalAborted: number }

export class Sessions {
  readonly counts: TransactionCounts = { totalStarted: 0, totalCommitted: 0, totalAborted: 0 };
  private readonly sessions = new Map<string, Session>();
  private readonly open = new Set<Transaction>();
  private readonly locks = new Map<string, Transaction>();

  constructor(private readonly store: Store) {
    store.changeListeners.push((ch) => this.onCommitted(ch));
  }

  /** A change to the data outside the open transactions: their snapshots keep the version before it. */
  private onCommitted(ch: StoreChange): void {
    if (!this.open.size) return;
    this.expire();
    if (ch.op === 'dropDatabase') return;
    const entries: [string, Doc | null][] = ch.op === 'drop'
      ? Array.from(ch.c.docs, ([k, d]) => [k, d])
      : [[valueKey((ch.op === 'delete' ? ch.old : ch.doc)._id), ch.op === 'insert' ? null : ch.old]];
    for (const [idKey, before] of entries) {
      // A plain write to a document an open transaction wrote: mongod would make the write wait; this server lets it
      // through and aborts the transaction (its next command answers NoSuchTransaction, a transient error to retry).
      const holder = this.locks.get(`${ch.c.ns}\u0000${idKey}`);
      if (holder) this.end(holder, noSuchTransaction(holder.txnNumber));
      for (const t of this.open) t.preserve(ch.c, idKey, before);
    }
  }

  private end(t: Transaction, reason?: ReturnType<typeof noSuchTransaction>): void {
    t.abort(reason);
    this.forget(t);
  }

  /** Takes an ended transaction out of the open ones, counting it once. */
  private forget(t: Transaction): void {
    if (!this.open.delete(t)) return;
    if (t.state === 'committed') this.counts.totalCommitted++;
    else this.counts.totalAborted++;
  }

  /** The open ones, for serverStatus. */
  get currentOpen(): number { return this.open.size; }

  /** Aborts transactions open past their lifetime (their locks would otherwise hold forever). */
  private expire(): void {
    const now = Date.now();
    for (const t of this.open) if (now - t.startedAt > TRANSACTION_LIFETIME_MS) this.end(t, noSuchTransaction(t.txnNumber));
  }

  /** Decides how a command runs; throws mongod's errors for a transaction that is not there. */
  route(cmd: Doc, name: string): Route {
    if (cmd.txnNumber === undefined) {
      if (cmd.autocommit !== undefined || cmd.startTransaction !== undefined) throw err(72, 'txnNumber must be provided for multi-document transactions');
      return { kind: 'plain' };
    }
    const key = sessionKey(cmd.lsid);
    const n = Number(cmd.txnNumber);
    let s = this.sessions.get(key);
    if (!s) { s = { txnNumber: -1 }; this.sessions.set(key, s); }
    if (cmd.autocommit === undefined) {
      if (!RETRYABLE.has(name)) throw err(50768, `txnNumber may only be provided for multi-document transactions and retryable write commands. autocommit:false was not provided, and ${name} is not a retryable write command.`);
      if (n < s.txnNumber) throw err(225, `Retryable write with txnNumber ${n} is prohibited on session because a newer retryable write with txnNumber ${s.txnNumber} has already started on this session.`);
      if (n === s.txnNumber && s.retryReply) return { kind: 'answer', reply: s.retryReply };
      s.txnNumber = n;
      s.retryReply = undefined;
      const session = s;
      return { kind: 'retryable', remember: (reply) => { if (session.txnNumber === n) session.retryReply = reply; } };
    }
    if (cmd.autocommit !== false) throw err(72, 'autocommit field can only be specified as false');
    if (!IN_TRANSACTION.has(name)) throw err(263, `Cannot run '${name}' in a multi-document transaction.`);
    if (cmd.startTransaction === true) {
      if (n < s.txnNumber || (n === s.txnNumber && s.txn)) throw err(225, `Cannot start transaction ${n} on session because a newer transaction ${s.txnNumber} has already started.`);
      if (s.txn) this.end(s.txn);
      this.expire();
      s.txnNumber = n;
      s.retryReply = undefined;
      s.txn = new Transaction(this.store, n, this.locks, isPlainObject(cmd.lsid) ? cmd.lsid : {});
      this.open.add(s.txn);
      this.counts.totalStarted++;
      return { kind: 'transaction', txn: s.txn };
    }
    const t = s.txn;
    if (!t || s.txnNumber !== n) throw transientError(251, `Given transaction number ${n} does not match any in-progress transactions.`);
    if (name === 'commitTransaction') return { kind: 'answer', reply: this.commit(t) };
    if (name === 'abortTransaction') {
      if (t.state === 'committed') throw err(256, 'Transaction has been committed.');
      if (t.state === 'aborted') throw noSuchTransaction(n);
      this.end(t);
      return { kind: 'answer', reply: { ok: 1 } };
    }
    if (t.state === 'committed') throw err(256, 'Transaction has been committed.');
    if (t.state === 'aborted') throw noSuchTransaction(n);
    return { kind: 'transaction', txn: t };
  }

  /** After a command of the transaction: a write error or a conflict aborts it, as in mongod. */
  afterTransactionCommand(t: Transaction, reply: Doc | undefined, failure: unknown): void {
    if (t.state === 'aborted') { this.forget(t); if (t.abortReason) throw t.abortReason; }
    if (failure !== undefined || (reply && Array.isArray(reply.writeErrors) && reply.writeErrors.length)) this.end(t);
  }

  /** commitTransaction: applies the writes (once: a retried commit of a committed transaction succeeds again). */
  private commit(t: Transaction): Doc {
    if (t.state === 'committed') return { ok: 1 };
    if (t.state === 'aborted') throw noSuchTransaction(t.txnNumber);
    this.open.delete(t);
    t.releaseLocks(); // before the changes are heard: its own writes must not abort it (onCommitted)
    try {
      commitTransaction(this.store, t);
    } catch (e) {
      t.abort();
      this.counts.totalAborted++;
      throw e;
    }
    t.state = 'committed';
    this.counts.totalCommitted++;
    t.releaseLocks();
    return { ok: 1 };
  }

  /** endSessions / killSessions: their open transactions are aborted. */
  endSessions(ids: unknown[]): void {
    for (const id of ids) {
      const key = sessionKey(id);
      const s = this.sessions.get(key);
      if (s?.txn?.open) this.end(s.txn);
      this.sessions.delete(key);
    }
  }
}

function sessionKey(lsid: unknown): string {
  const id = isPlainObject(lsid) ? lsid.id : undefined;
  if (!(id instanceof Binary)) throw err(72, 'Transaction number requires a session ID to also be specified');
  return id.toString('hex');
}
