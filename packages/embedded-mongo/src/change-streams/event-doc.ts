/** A change log entry as the change event a stream returns (the MongoDB manual's change event shapes). */
import { Long } from 'bson';
import { err } from '../errors';
import type { Store } from '../storage';
import type { Doc } from '../values';
import { fromTick, Tick } from '../replset/cluster-clock';
import type { ChangeEntry } from './change-log';
import { encodeToken } from './resume-token';

export type FullDocumentMode = 'default' | 'updateLookup' | 'whenAvailable' | 'required';
export type BeforeChangeMode = 'off' | 'whenAvailable' | 'required';

export interface EventOptions { fullDocument: FullDocumentMode; fullDocumentBeforeChange: BeforeChangeMode }

function image(doc: Doc | undefined, mode: 'whenAvailable' | 'required', what: string, e: ChangeEntry): Doc | null {
  if (doc) return doc;
  if (mode === 'required') {
    throw err(47, `Change stream was configured to require a ${what} for all update, delete and replace events, but the ${what} was not found for event: ${e.db}.${e.coll}`);
  }
  return null;
}

export function eventDoc(e: ChangeEntry, opts: EventOptions, store: Store): Doc {
  const out: Doc = { _id: encodeToken(e.tick, 'event'), operationType: e.op, clusterTime: fromTick(e.tick), wallTime: e.wall };
  if (e.op === 'insert' || e.op === 'replace') out.fullDocument = e.post;
  if (e.op === 'update') {
    if (opts.fullDocument === 'updateLookup') out.fullDocument = store.getCollection(e.db, e.coll!)?.getById(e.id) ?? null;
    else if (opts.fullDocument !== 'default') out.fullDocument = image(e.post, opts.fullDocument, 'post-image', e);
  }
  out.ns = e.coll === undefined ? { db: e.db } : { db: e.db, coll: e.coll };
  if (e.id !== undefined) out.documentKey = { _id: e.id };
  if (e.op === 'update') out.updateDescription = e.desc;
  if (e.txn) {
    out.lsid = e.txn.lsid;
    out.txnNumber = Long.fromNumber(e.txn.txnNumber);
  }
  if (opts.fullDocumentBeforeChange !== 'off' && (e.op === 'update' || e.op === 'replace' || e.op === 'delete')) {
    out.fullDocumentBeforeChange = image(e.pre, opts.fullDocumentBeforeChange, 'pre-image', e);
  }
  return out;
}

export function invalidateDoc(tick: Tick, wall: Date): Doc {
  return { _id: encodeToken(tick, 'invalidate'), operationType: 'invalidate', clusterTime: fromTick(tick), wallTime: wall };
}
